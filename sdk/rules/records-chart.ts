import type { ProfitDay } from '../contract/entities/records';
import { toMinorUnits } from './money';

/*
 * The personal loss page's bar chart (SPEC §2 personalProfit): each day's net over a range, and a
 * scale with round ticks that always shows zero, so gains stand above the line and losses below.
 * Sums are in integer minor units: no float is ever added.
 */

const DAY_MS = 86_400_000;

/** Every calendar day from `from` to `to` (`YYYY-MM-DD`, both included), oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && days.length <= 366; at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** One bar: a day and its net (payout + bonus + rebate - stake, every category) in minor units. */
export interface DayNet {
  readonly day: string;
  readonly netMinor: number;
}

/** Each day's net from the per-day-and-category rows, with a zero bar for a day without play. */
export function dailyNet(rows: readonly ProfitDay[], from: string, to: string): DayNet[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + toMinorUnits(row.net));
  return daysBetween(from, to).map((day) => ({ day, netMinor: byDay.get(day) ?? 0 }));
}

/** The value axis: its top and bottom, and the ticks between (minor units), zero among them. */
export interface ChartScale {
  readonly top: number;
  readonly bottom: number;
  readonly ticks: readonly number[];
}

/** The smallest 1, 2 or 5 times a power of ten at or above `raw` (at least one minor unit). */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/**
 * A scale for these values with about `steps` round steps: the top and bottom are multiples of
 * the step, zero is always a tick, and an empty or all-zero chart still gets one step above zero
 * (one currency unit) so its line sits at the bottom rather than nowhere.
 */
export function chartScale(valuesMinor: readonly number[], steps = 4): ChartScale {
  const high = Math.max(0, ...valuesMinor);
  const low = Math.min(0, ...valuesMinor);
  if (high === low) return { top: 100, bottom: 0, ticks: [0, 100] };
  const step = niceStep((high - low) / steps);
  const top = Math.ceil(high / step) * step;
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top; tick += step) ticks.push(tick);
  return { top, bottom, ticks };
}

/** Where a value sits on an axis `height` tall (0 at the top), per the scale. */
export const chartY = (scale: ChartScale, valueMinor: number, height: number): number =>
  ((scale.top - valueMinor) / (scale.top - scale.bottom)) * height;

/**
 * Which bars get a day label under them: the last (today) and every `every`-th before it, so the
 * labels keep their rhythm from the newest day back.
 */
export function labelledBars(count: number, every = 5): Set<number> {
  const labelled = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) labelled.add(i);
  return labelled;
}
