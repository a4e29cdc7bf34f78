import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { CroupierProvider } from '../ui/croupier-context';
import { NoticeStrip } from './notice-strip';

afterEach(cleanup);

/** A page whose games texts arrive when `loadTexts` is called: what a partner page sees first. */
function runtime() {
  let loaded = false;
  let loadTexts!: () => void;
  const texts = new Promise<void>((resolve) => (loadTexts = () => ((loaded = true), resolve())));
  const croupier = {
    state: { language: signal('ES') },
    i18n: { t: (key: string) => (loaded ? `ES:${key}` : key) },
    hasTexts: () => loaded,
    requireTexts: () => texts,
    content: { notices: async () => ({ list: [{ id: 1, title: 'Zalo reward' }] }) },
    modals: { open: () => undefined },
  } as unknown as Croupier;
  return { croupier, loadTexts };
}

describe('the notice strip on a partner page', () => {
  it('waits for its texts instead of showing their keys', async () => {
    const { croupier, loadTexts } = runtime();
    render(
      <CroupierProvider croupier={croupier}>
        <NoticeStrip />
      </CroupierProvider>,
    );
    await act(async () => undefined);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => loadTexts());
    expect(await screen.findByRole('button', { name: 'ES:notices.open' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ES:notices.latest' })).toBeTruthy();
  });

  it('holds its place, unseen by assistive technology, until the notice is there', async () => {
    const { croupier, loadTexts } = runtime();
    const { container } = render(
      <CroupierProvider croupier={croupier}>
        <NoticeStrip />
      </CroupierProvider>,
    );
    const held = container.querySelector('.cr-notice-strip--loading');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => loadTexts());
    await screen.findByRole('region', { name: 'ES:notices.latest' });
    expect(container.querySelector('.cr-notice-strip--loading')).toBeNull();
  });
});
