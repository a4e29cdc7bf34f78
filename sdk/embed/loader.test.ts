// @vitest-environment jsdom
import { VERSION } from '../version';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The runtime.js next to croupier.js: the test decides what its `boot` does. */
const runtime = vi.hoisted(() => ({ boot: vi.fn() }));
vi.mock('https://cdn.partner.test/embed/runtime.js', () => ({
  boot: (...args: unknown[]) => runtime.boot(...args),
}));

type Global = ((...command: unknown[]) => Promise<unknown> | undefined) & {
  q?: ArrayLike<unknown>[];
  ready?: Promise<unknown>;
};
const page = window as unknown as { Croupier?: Global };

/** The stub partner pages put before the loader (loader.ts), with `window.` spelled out. */
function partnerStub() {
  page.Croupier =
    page.Croupier ||
    function () {
      // eslint-disable-next-line prefer-rest-params -- the snippet as partners paste it
      (page.Croupier!.q = page.Croupier!.q || []).push(arguments);
    };
}

/** An API that records every command it runs; `login` fails, as a refused command would. */
function recordingApi() {
  const ran: unknown[][] = [];
  const api = {
    init: async (options: unknown) => void ran.push(['init', options]),
    mount: async (widget: string, target: string) => (ran.push(['mount', widget, target]), { widget }),
    login: async () => {
      ran.push(['login']);
      throw new Error('refused');
    },
    logout: async () => void ran.push(['logout']),
  };
  runtime.boot.mockReturnValue(api);
  return ran;
}

/** Runs croupier.js as the page's `<script src=".../embed/croupier.js" data-merchant="CROUPIER">`. */
async function loadScript() {
  const script = document.createElement('script');
  script.src = 'https://cdn.partner.test/embed/croupier.js';
  script.dataset.merchant = 'CROUPIER';
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./loader');
  return page.Croupier!;
}

/** Lets the runtime arrive and the replayed commands settle. */
const settle = async () => {
  await page.Croupier?.ready?.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  runtime.boot.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete page.Croupier;
  vi.restoreAllMocks();
});

describe('croupier.js, the script-tag loader', () => {
  it('replays the calls made before it loaded, in order, once the runtime is up', async () => {
    const ran = recordingApi();
    partnerStub();
    page.Croupier!('init', { merchant: 'CROUPIER' });
    page.Croupier!('mount', 'lobby', '#games');
    page.Croupier!('logout');
    await loadScript();
    await settle();
    expect(runtime.boot).toHaveBeenCalledExactlyOnceWith('https://cdn.partner.test/embed/', {
      merchant: 'CROUPIER',
    });
    expect(ran).toEqual([['init', { merchant: 'CROUPIER' }], ['mount', 'lobby', '#games'], ['logout']]);
  });

  it('tells the page its version (Croupier.version)', async () => {
    recordingApi();
    const croupier = await loadScript();
    expect((croupier as unknown as { version: string }).version).toBe(VERSION);
  });

  it('runs later calls after the replayed ones, and returns their result', async () => {
    const ran = recordingApi();
    partnerStub();
    page.Croupier!('init', { merchant: 'CROUPIER' });
    const croupier = await loadScript();
    const mounted = croupier('mount', 'balance-bar', '#bar');
    await settle();
    await expect(mounted).resolves.toEqual({ widget: 'balance-bar' });
    expect(ran).toEqual([
      ['init', { merchant: 'CROUPIER' }],
      ['mount', 'balance-bar', '#bar'],
    ]);
  });

  it('runs a call pushed onto the queue after it loaded (a second copy of the stub)', async () => {
    const ran = recordingApi();
    partnerStub();
    const croupier = await loadScript();
    await settle();
    croupier.q!.push(['logout'] as unknown as ArrayLike<unknown>);
    await settle();
    expect(ran).toEqual([['logout']]);
  });

  it('skips an unknown command with a warning and goes on with the rest', async () => {
    const ran = recordingApi();
    partnerStub();
    page.Croupier!('dance', 1);
    page.Croupier!('logout');
    const croupier = await loadScript();
    await settle();
    await expect(croupier('moonwalk')).resolves.toBeUndefined();
    expect(ran).toEqual([['logout']]);
    expect(console.warn).toHaveBeenCalledWith('Croupier: unknown command "dance"');
    expect(console.warn).toHaveBeenCalledWith('Croupier: unknown command "moonwalk"');
  });

  it('logs a replayed command that fails, and still runs the ones after it', async () => {
    const ran = recordingApi();
    partnerStub();
    page.Croupier!('login');
    page.Croupier!('logout');
    await loadScript();
    await settle();
    expect(ran).toEqual([['login'], ['logout']]);
    expect(console.error).toHaveBeenCalledWith('Croupier:', new Error('refused'));
  });

  it('works without the stub on the page', async () => {
    const ran = recordingApi();
    const croupier = await loadScript();
    await croupier('logout');
    expect(ran).toEqual([['logout']]);
  });

  it('loads once when the page includes it twice', async () => {
    recordingApi();
    partnerStub();
    const first = await loadScript();
    const second = await loadScript();
    await settle();
    expect(second).toBe(first);
    expect(runtime.boot).toHaveBeenCalledOnce();
  });

  it('says so when the runtime cannot start, and throws nothing at the page', async () => {
    runtime.boot.mockImplementation(() => {
      throw new Error('offline');
    });
    partnerStub();
    page.Croupier!('logout');
    await loadScript();
    await settle();
    expect(console.error).toHaveBeenCalledWith(
      'Croupier: the runtime could not be loaded',
      expect.any(Error),
    );
  });
});
