import type { EmbedApi, EmbedCommand } from './api';
import { VERSION } from '../version';

/**
 * croupier.js, the script-tag loader (kept tiny: it is on every partner page).
 *
 * Partner pages define a queueing stub before it loads:
 *   window.Croupier = window.Croupier || function () { (Croupier.q = Croupier.q || []).push(arguments); };
 * This script loads the runtime next to it, replays the queued calls in order, then makes
 * `Croupier(...)` run commands directly (and return their promise). Unknown commands are logged
 * and skipped, never thrown.
 */
interface Stub {
  (...command: unknown[]): unknown;
  q?: ArrayLike<unknown>[];
  ready?: Promise<EmbedApi>;
  loaded?: boolean;
  /** The loaded Croupier's version (semver). */
  version?: string;
}

type Runtime = { boot(base: string, defaults: { merchant?: string }): EmbedApi };

(() => {
  const w = window as unknown as { Croupier?: Stub };
  const existing = w.Croupier;
  if (existing?.loaded) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL('.', script?.src ?? location.href).href;
  const queue: ArrayLike<unknown>[] = existing?.q ? [...existing.q] : [];

  const run = (api: EmbedApi, args: ArrayLike<unknown>): unknown => {
    const [name, ...rest] = Array.from(args) as [keyof EmbedApi, ...unknown[]];
    const method = api[name] as ((...a: unknown[]) => unknown) | undefined;
    if (typeof method !== 'function') {
      console.warn(`Croupier: unknown command "${String(name)}"`);
      return undefined;
    }
    return method.apply(api, rest);
  };

  const ready = (import(/* @vite-ignore */ `${base}runtime.js`) as Promise<Runtime>).then((runtime) =>
    runtime.boot(base, { merchant: script?.dataset.merchant }),
  );
  const croupier: Stub = (...args: unknown[]) => ready.then((api) => run(api, args));
  croupier.ready = ready;
  croupier.loaded = true;
  croupier.version = VERSION;
  // Calls made before this script arrived still run, in the order they were made.
  croupier.q = {
    push: (args: ArrayLike<unknown>) => void croupier(...Array.from(args)),
  } as unknown as ArrayLike<unknown>[];
  w.Croupier = croupier;
  void ready.then(
    (api) => {
      for (const args of queue)
        void Promise.resolve(run(api, args)).catch((error: unknown) => console.error('Croupier:', error));
    },
    (error: unknown) => console.error('Croupier: the runtime could not be loaded', error),
  );
})();

export type { EmbedCommand };
