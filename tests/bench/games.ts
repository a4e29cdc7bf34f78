import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../playwright.config';
import { slotLaunchPath } from './launch-path';

const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES', 'content-type': 'application/json' };

/**
 * DESIGN.md's lobby budget, in Chromium: /rng scrolled until every game of the catalogue
 * (10,000+) is loaded, then the card elements in the page counted at the top, middle and bottom,
 * and the longest task (PerformanceObserver 'longtask') while scrolling from top to bottom.
 */
export async function lobbyScroll(url: string): Promise<{
  loaded: number;
  cards: { top: number; middle: number; bottom: number };
  longestTaskMs: number;
  frames: { count: number; p95Ms: number };
  loadSeconds: number;
}> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await (
      await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 900 } })
    ).newPage();
    // tsx keeps function names with a `__name` helper, which functions sent to the page also call.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(`${url}/rng`);
    const grid = page.locator('.cr-grid');
    await grid.waitFor();
    const total = Number((await page.getByTestId('lobby-count').textContent())!.replace(/\D/g, ''));
    const started = performance.now();
    // Keep the end of the list in view until the last page has arrived (one page every 200 ms at most).
    for (let loaded = 0; loaded < total;) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(60);
      loaded = Number(await grid.getAttribute('data-loaded'));
    }
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    const cardsAt = async (fraction: number) => {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
        fraction,
      );
      await page.waitForTimeout(300);
      return page.locator('.cr-card').count();
    };
    const cards = { top: await cardsAt(0), middle: await cardsAt(0.5), bottom: await cardsAt(1) };
    await cardsAt(0);
    const { longestTaskMs, frames } = await page.evaluate(
      () =>
        new Promise<{ longestTaskMs: number; frames: { count: number; p95Ms: number } }>((resolve) => {
          let longest = 0;
          const intervals: number[] = [];
          let last = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
          });
          observer.observe({ type: 'longtask' });
          // A fast flick: about 1,200 px a frame, top to bottom.
          const step = (now: number) => {
            if (last) intervals.push(now - last);
            last = now;
            const bottom = document.documentElement.scrollHeight - innerHeight;
            window.scrollBy(0, 1200);
            if (window.scrollY < bottom - 1) requestAnimationFrame(step);
            else
              setTimeout(() => {
                observer.disconnect();
                intervals.sort((a, b) => a - b);
                resolve({
                  longestTaskMs: Math.round(longest),
                  frames: {
                    count: intervals.length,
                    p95Ms: Math.round(intervals[Math.floor(intervals.length * 0.95)] ?? 0),
                  },
                });
              }, 500);
          };
          requestAnimationFrame(step);
        }),
    );
    return {
      loaded: Number(await grid.getAttribute('data-loaded')),
      cards,
      longestTaskMs,
      frames,
      loadSeconds,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The game list filtered by name (server-side search over the whole catalogue), 10 connections:
 * the embedded database answers one query at a time, so 50 connections measure its queue, not the
 * search (p99 5 ms alone, ~90 ms at 10, ~1.6 s at 50 on 2 cores).
 */
export async function gameListByName(url: string): Promise<{ p99: number; rps: number }> {
  const query = new URLSearchParams({
    gameName: 'panda',
    language: 'ES',
    pageSize: '20',
    pageNo: '1',
    clientType: '3',
  });
  const result = await autocannon({
    url: `${url}/wps/relay/GCSGAME_gameList?${query}`,
    connections: 10,
    amount: 3000,
    headers,
  });
  if (result.non2xx || result.errors)
    throw new Error(`game list: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

/**
 * Bets through the demo slot, each with its own idempotency id and one in ten sent twice: how
 * many bets (debit, outcome, credit) the ledger settles a second, and proof that each id counted once.
 */
export async function ledgerThroughput(
  url: string,
  token: string,
  username: string,
  sandboxToken: string,
): Promise<{ betsPerSecond: number; sent: number; rounds: number; unique: number }> {
  const launch = await fetch(`${url}${slotLaunchPath()}`, {
    headers: { ...headers, authorization: token },
  });
  const gameUrl = new URL((await launch.json()).value.content.game_url as string);
  const launchToken = gameUrl.searchParams.get('launch')!;
  const session = await (await fetch(`${gameUrl.origin}/play/api/session?launch=${launchToken}`)).json();
  const stake = (session.value.stakes as number[])[0]!;
  const roundsOf = async () =>
    (
      await (
        await fetch(`${url}/sandbox/rounds?username=${username}`, {
          headers: { 'x-sandbox-token': sandboxToken },
        })
      ).json()
    ).value.total as number;
  const before = await roundsOf();
  const ids = new Set<string>();
  let n = 0;
  const result = await autocannon({
    url: `${gameUrl.origin}/play/api/spin`,
    connections: 20,
    amount: 1000,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          // Every tenth request replays the one before it: the same id must not bet twice.
          const id = `bench-${i % 10 === 9 ? i - 1 : i}-idempotent`;
          ids.add(id);
          return { ...request, body: JSON.stringify({ launch: launchToken, stake, requestId: id }) };
        },
      },
    ],
  });
  if (result.non2xx || result.errors)
    throw new Error(`spins: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    betsPerSecond: Math.round(result.requests.average),
    sent: result.requests.sent,
    rounds: (await roundsOf()) - before,
    unique: ids.size,
  };
}
