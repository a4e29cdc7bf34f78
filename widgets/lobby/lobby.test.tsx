import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { Game } from '@sdk/contract/entities/game';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { Lobby } from './lobby';
import { SEARCH_DEBOUNCE_MS } from './search-box';

const game = (nodeId: number, gameName: string): Game =>
  ({
    nodeId,
    gameId: String(nodeId),
    gameName,
    vassalage: 'JILI',
    gameCategory: 'RNG',
    showIcon: `games/${nodeId}`,
    defaultIcon: `games/${nodeId}`,
  }) as unknown as Game;

class Unobserved {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', Unobserved);
  vi.stubGlobal('IntersectionObserver', Unobserved);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A lobby whose first list answers at once, and whose later lists wait for the test. */
function mount() {
  const later: ((games: Game[]) => void)[] = [];
  const list = vi.fn(async (query: { gameName?: string; vassalage?: string }) => {
    const games =
      query.gameName || query.vassalage
        ? await new Promise<Game[]>((resolve) => later.push(resolve))
        : [game(1, 'Golden Buffalo'), game(2, 'Blazing Panda')];
    return { games, totalPages: 1, totalCount: games.length };
  });
  const open = vi.fn(async () => undefined);
  const croupier = {
    state: {
      language: signal('EN'),
      isLoggedIn: signal(true),
      frame: signal(undefined),
      imageCdn: signal('/cdn'),
      favorites: signal(new Set<number>()),
      vendorLanes: signal([]),
    },
    hasTexts: () => true,
    requireTexts: async () => undefined,
    i18n: {
      language: 'en',
      t: (key: string, values?: { name?: string }) => `${key}${values?.name ? `: ${values.name}` : ''}`,
    },
    games: { list, open },
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <Lobby view={{ source: 'list', query: {} }} vendors={[]} sources />
    </CroupierProvider>,
  );
  return { list, open, later };
}

/** Types a search and lets its pause pass, as a player does before the new results come. */
async function search(text: string) {
  vi.useFakeTimers();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  vi.useRealTimers();
}

describe('Lobby', () => {
  it('keeps the results on screen while a new search loads, so a card pressed as it starts opens its game', async () => {
    const lobby = mount();
    const panda = await screen.findByRole('button', { name: 'games.play: Blazing Panda' });
    await search('Panda');
    expect(lobby.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ gameName: 'Panda' }),
      expect.anything(),
    );
    // The search is on its way: the box says so, the card is where the player pressed it.
    expect(screen.getByRole('search').querySelector('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'games.list' }).getAttribute('aria-busy')).toBe('true');
    // The very button the player was over, not one drawn again.
    expect(screen.getByRole('button', { name: 'games.play: Blazing Panda' })).toBe(panda);
    fireEvent.click(panda);
    await act(async () => undefined);
    expect(lobby.open).toHaveBeenCalledWith(
      expect.objectContaining({ game: expect.objectContaining({ nodeId: 2 }) }),
    );

    await act(async () => lobby.later.shift()!([game(3, 'Panda Riches')]));
    expect(await screen.findByRole('button', { name: 'games.play: Panda Riches' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'games.play: Golden Buffalo' })).toBeNull();
    expect(screen.getByRole('region', { name: 'games.list' }).getAttribute('aria-busy')).toBeNull();
  });

  it('shows placeholders, not the last results, when the source changes', async () => {
    mount();
    await screen.findByRole('button', { name: 'games.play: Blazing Panda' });
    fireEvent.click(screen.getByRole('button', { name: 'games.sources.new' }));
    expect(screen.queryByRole('button', { name: 'games.play: Blazing Panda' })).toBeNull();
    expect(screen.getByRole('status', { name: 'common.loading' })).toBeTruthy();
  });
});
