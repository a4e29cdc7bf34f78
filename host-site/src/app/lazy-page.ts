import { lazy, type ComponentType } from 'react';
import { DEFAULT_TIMEOUT_MS } from '@sdk/client/create-client';
import type { Croupier } from '@sdk/runtime';
import type { PageProps } from './page-props';

/** SPEC §8: a page whose code has not arrived after 120 s fails, and says to check the network. */
export class PageLoadTimeout extends Error {
  constructor() {
    super('page load timeout');
    this.name = 'PageLoadTimeout';
  }
}

type PageModule = { default: ComponentType<PageProps> };

/** What a page can ask for before it renders (the one the visitor arrived on): its code, its art. */
type Preload = (croupier: Croupier) => Promise<unknown>;
const preloads = new WeakMap<ComponentType<PageProps>, (croupier: Croupier) => Promise<void>>();

export function lazyPage(load: () => Promise<PageModule>) {
  // One fetch for the early ask and the render; a failed one is asked again by the next.
  let loading: Promise<PageModule> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const page = lazy(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        const timer = setTimeout(() => reject(new PageLoadTimeout()), DEFAULT_TIMEOUT_MS);
        once().then(
          (module) => (clearTimeout(timer), resolve(module)),
          (error: unknown) => (clearTimeout(timer), reject(error)),
        );
      }),
  );
  return withPreload(page, once);
}

/**
 * Gives a page what to fetch before it renders: a lazy page its code; a page that renders at once
 * (home) the code of its own lazy parts and the art of its largest paint, asked for with the
 * portal's start instead of after the page's first render. The promise is the code's: art is asked
 * for and not waited on. Asked twice, a preload must ask the network once.
 */
export function withPreload<P extends ComponentType<PageProps>>(page: P, preload: Preload): P {
  preloads.set(page, (croupier) =>
    preload(croupier).then(
      () => undefined,
      () => undefined,
    ),
  );
  return page;
}

/**
 * Starts fetching a lazy page's code now, so that it is there when the page renders. Resolves
 * when the fetch has ended, well or not (a failure is the render's to show).
 */
export function preloadPage(page: ComponentType<PageProps>, croupier: Croupier): Promise<void> {
  return preloads.get(page)?.(croupier) ?? Promise.resolve();
}
