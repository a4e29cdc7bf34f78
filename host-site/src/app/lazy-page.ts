import { lazy, type ComponentType } from 'react';
import { DEFAULT_TIMEOUT_MS } from '@sdk/client/create-client';
import type { PageProps } from './page-props';

/** SPEC §8: a page whose code has not arrived after 120 s fails, and says to check the network. */
export class PageLoadTimeout extends Error {
  constructor() {
    super('page load timeout');
    this.name = 'PageLoadTimeout';
  }
}

export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<PageProps> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new PageLoadTimeout()), DEFAULT_TIMEOUT_MS);
        load().then(
          (module) => (clearTimeout(timer), resolve(module)),
          (error: unknown) => (clearTimeout(timer), reject(error)),
        );
      }),
  );
}
