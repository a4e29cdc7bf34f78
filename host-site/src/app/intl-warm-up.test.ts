import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

afterEach(() => vi.unstubAllGlobals());

describe('warmUpIntl', () => {
  it('starts the warm-up worker from its own module file (the page policy allows no blob or inline worker)', () => {
    const started: { url: string; options?: WorkerOptions }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    warmUpIntl();
    expect(started).toHaveLength(1);
    expect(new URL(started[0]!.url).pathname).toMatch(/\/intl-warm-up\.worker\.ts$/);
    expect(started[0]!.options).toEqual({ type: 'module' });
  });

  it('leaves the page working when the browser refuses the worker', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl()).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  it('builds a number, a date and a plural format, then ends itself', async () => {
    const close = vi.fn();
    vi.stubGlobal('close', close);
    const services = ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const;
    const built = services.map((name) => {
      const Real = Intl[name] as new (...args: unknown[]) => object;
      return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
        return new Real(...args);
      } as never);
    });
    await import('./intl-warm-up.worker');
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    expect(close).toHaveBeenCalledOnce();
    for (const spy of built) spy.mockRestore();
  });
});
