/** Every action of `T`, returning a promise (the module behind them may still be loading). */
export type LazyActions<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/**
 * Actions whose code loads the first time one is called. A page that only shows the balance bar
 * never downloads the games code; the first lobby or game call fetches it once (and again after a
 * failed download).
 */
export function lazyActions<T extends object>(load: () => Promise<T>): LazyActions<T> {
  let loaded: Promise<T> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return new Proxy({} as LazyActions<T>, {
    get(_target, name) {
      // Not a thenable, and no symbol lookups: only action names resolve to a function.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        get().then((actions) => {
          const action = (actions as Record<string, unknown>)[name];
          if (typeof action !== 'function') throw new TypeError(`croupier: no action ${name}`);
          return (action as (...a: unknown[]) => unknown).apply(actions, args);
        });
    },
  });
}
