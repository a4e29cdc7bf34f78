import type { Browser } from 'puppeteer-core';
import { BUDGETS, type Measure } from './budgets';
import { percentile } from './load';

/**
 * The page's main thread during a cold load on a phone-sized screen, from the trace's thread time
 * (CPU time), not its wall time: Lighthouse's simulated blocking time multiplies wall times by 4,
 * and on a shared 2-core machine a task's wall time swings with the neighbours (the same build's
 * blocking time ran from 213 to 1,122 ms across Lighthouse runs). Thread time is the page's own
 * work, so a change to it shows here first.
 *
 * Blocking time at 4x is Lighthouse's definition (each task's time over 50 ms, summed) applied to
 * each task's thread time times its CPU slowdown, 4.
 */
const RUNS = 9;
const SLOWDOWN = 4;
const SETTLE_MS = 1000;

/**
 * Font look-ups, which thread time does not show. On Linux the renderer asks the browser process
 * for each strike's render style (a face at one size and weight), a synchronous call the main
 * thread waits on. A cold load of `/` looked up 26 strikes and waited 41 ms on them (median of 9);
 * the same page forced to one size and weight looked up 10 and waited 22 ms. The wait grows with
 * the sizes and weights the first view uses, and Lighthouse counts it four times over. Each strike
 * also looks up, by name, every face of the font list ahead of the one the device has: `/` made
 * 237 look-ups with Inter, Segoe UI, Roboto and Noto Sans ahead of system-ui, 125 with system-ui
 * first (theme.css), and waited about as long (33 ms, medians of three interleaved rounds): the
 * wait is the strikes'.
 */
const FONT_LOOKUP = 'FontCache::GetFontPlatformData';
const STRIKE = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

type Load = {
  cpu: number;
  blocking: number;
  longest: number;
  fontWait: number;
  strikes: number;
  lookups: number;
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Wall time of the thread's outermost font look-ups (a look-up may nest another), ms. */
function fontWaitMs(events: readonly TraceEvent[]): number {
  let total = 0;
  let end = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    total += (e.dur ?? 0) / 1000;
  }
  return total;
}

/** The renderer thread that evaluated the page's modules. */
function pageThread(events: readonly TraceEvent[]): string {
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'v8.evaluateModule' || e.name === 'FunctionCall')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [thread] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) throw new Error('main thread: the trace has no script of the page');
  return thread;
}

async function coldLoad(browser: Browser, url: string): Promise<Load> {
  const page = await browser.newPage();
  try {
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts'],
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = await page.tracing.stop();
    const events = (JSON.parse(Buffer.from(trace!).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const thread = pageThread(events);
    const tasks = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === thread)
      .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
    const onThread = (name: string) =>
      events.filter((e) => e.name === name && e.ph === 'X' && `${e.pid}:${e.tid}` === thread);
    return {
      fontWait: fontWaitMs(onThread(FONT_LOOKUP)),
      strikes: onThread(STRIKE).length,
      lookups: onThread(FONT_LOOKUP).length,
      cpu: tasks.reduce((sum, ms) => sum + ms, 0),
      blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms * SLOWDOWN - BUDGETS.longTaskMs), 0),
      longest: Math.max(...tasks),
    };
  } finally {
    await page.close();
  }
}

/** Medians of RUNS cold loads of `path`: main-thread CPU, its blocking time at 4x, its longest task. */
export async function mainThreadMeasures(browser: Browser, origin: string, path: string): Promise<Measure[]> {
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(browser, `${origin}${path}`));
  const of = (key: keyof Load) =>
    Math.round(
      percentile(
        loads.map((load) => load[key]),
        50,
      ),
    );
  const load = `${path}, a phone's cold load (median of ${RUNS})`;
  const where = `${path}, a phone's cold load (thread time, median of ${RUNS})`;
  return [
    { name: `main thread CPU, ${where}`, value: of('cpu'), unit: 'ms' },
    { name: `main thread blocking at ${SLOWDOWN}x CPU, ${where}`, value: of('blocking'), unit: 'ms' },
    { name: `main thread longest task, ${where}`, value: of('longest'), unit: 'ms' },
    { name: `font strikes looked up, ${load}`, value: of('strikes'), unit: 'strikes' },
    { name: `font look-ups by name, ${load}`, value: of('lookups'), unit: 'look-ups' },
    { name: `main thread waiting on font look-ups, ${load} (wall time)`, value: of('fontWait'), unit: 'ms' },
  ];
}
