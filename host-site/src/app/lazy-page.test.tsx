import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage, preloadPage, withPreload } from './lazy-page';
import type { Croupier } from '@sdk/runtime';
import type { PageProps } from './page-props';

afterEach(cleanup);

/** The portal a page's preload receives; these pages' preloads only pass it on. */
const portal = { merchant: 'CROUPIER' } as unknown as Croupier;

const Page = (props: PageProps) => <h1>{props.title}</h1>;
const show = (Lazy: ReturnType<typeof lazyPage>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy path="/rng" title="Slots" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('fetches a preloaded page once: the early ask and the render share it', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Lazy = lazyPage(load);
    preloadPage(Lazy, portal);
    expect(load).toHaveBeenCalledTimes(1);
    show(Lazy);
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells when the early fetch has ended, a failed one too', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const Lazy = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    let ended = false;
    const preloaded = preloadPage(Lazy, portal).then(() => (ended = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(ended).toBe(false);
    arrive({ default: Page });
    await preloaded;
    expect(ended).toBe(true);
    await expect(
      preloadPage(
        lazyPage(() => Promise.reject(new Error('offline'))),
        portal,
      ),
    ).resolves.toBeUndefined();
  });

  it('asks again at render when the early fetch failed', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyPage(load);
    preloadPage(Lazy, portal);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    show(Lazy);
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a page that renders at once preload its own lazy parts with the portal, and tells when they ended', async () => {
    const parts = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const Home = withPreload(Page, parts);
    expect(Home).toBe(Page);
    await expect(preloadPage(Home, portal)).resolves.toBeUndefined();
    await expect(preloadPage(Home, portal)).resolves.toBeUndefined();
    expect(parts).toHaveBeenCalledTimes(2);
    expect(parts).toHaveBeenCalledWith(portal);
    expect(await preloadPage((props: PageProps) => <p>{props.title}</p>, portal)).toBeUndefined();
  });
});
