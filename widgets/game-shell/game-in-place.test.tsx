import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { CroupierProvider } from '../ui/croupier-context';
import { usePolled } from '../ui/use-polled';
import { GameInPlace } from './game-in-place';

vi.mock('./game-shell', () => ({ GameShell: () => <p>The game</p> }));

/** What the place reads from the runtime: the open game, and no frame around it. */
const runtime = () => {
  const activeGame = signal<unknown>(undefined);
  const croupier = {
    state: { activeGame, frame: signal(undefined), language: signal('EN') },
    games: { closeGame: () => (activeGame.value = undefined) },
    i18n: { t: (key: string) => key },
  } as unknown as Croupier;
  return { croupier, activeGame };
};

/** A lobby in miniature: a search text, two cards, and a feed it polls. */
function Content(props: { reads: { count: number } }) {
  usePolled('tables', 1000, async () => ++props.reads.count);
  return (
    <>
      <input aria-label="Search" />
      <button type="button">First game</button>
      <button type="button">Second game</button>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('GameInPlace', () => {
  it('keeps the content under the game, hidden and not polling, and comes back to the card that opened it', async () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { croupier, activeGame } = runtime();
    const reads = { count: 0 };
    render(
      <CroupierProvider croupier={croupier} root={{ styles: document, portal: () => document.body }}>
        <GameInPlace>
          <Content reads={reads} />
        </GameInPlace>
      </CroupierProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'reels' } });
    const opener = screen.getByRole('button', { name: 'Second game' });
    act(() => opener.focus());

    act(() => void (activeGame.value = { title: 'Reels' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('The game')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Second game' })).toBeNull();
    const polledBefore = reads.count;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(reads.count).toBe(polledBefore);

    act(() => void (activeGame.value = undefined));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('The game')).toBeNull();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('reels');
    expect(document.activeElement).toBe(opener);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    // Back on stage, the feed is read again at once.
    expect(reads.count).toBe(polledBefore + 1);
  });
});
