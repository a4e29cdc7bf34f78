import { chartScale, chartY, type ChartScale } from './records-chart';
import { toMinorUnits } from './money';

/*
 * The team overview's line chart (SPEC §2 agentTeamOverview): the team net of each of the last 30
 * days as one line over a zero line, in integer minor units (no float is ever added).
 */

/** One point of the line: its day, its net in minor units, and where it sits in the plot. */
export interface LinePoint {
  readonly day: string;
  readonly netMinor: number;
  readonly x: number;
  readonly y: number;
}

/** The plot the line is drawn in (its inner box, axes and labels left out). */
export interface PlotBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The line's scale and points: days spread evenly from the left edge to the right (one day sits
 * in the middle), values placed on a scale with round ticks that always shows zero.
 *
 * @example
 * const { points } = rules.netLine([{ day: '2026-11-24', teamNet: 10 }, { day: '2026-11-25', teamNet: -5 }], box);
 * points.map((p) => p.netMinor); // [1000, -500]
 */
export function netLine(
  days: readonly { readonly day: string; readonly teamNet: number }[],
  box: PlotBox,
): { scale: ChartScale; points: LinePoint[] } {
  const values = days.map((d) => toMinorUnits(d.teamNet));
  const scale = chartScale(values);
  const step = days.length > 1 ? box.width / (days.length - 1) : 0;
  const points = days.map((d, i) => ({
    day: d.day,
    netMinor: values[i]!,
    x: box.left + (days.length > 1 ? step * i : box.width / 2),
    y: box.top + chartY(scale, values[i]!, box.height),
  }));
  return { scale, points };
}

/**
 * The SVG path of a line through the points (two decimals: enough for a screen, short to send).
 *
 * @example
 * rules.linePath([{ x: 0, y: 10 }, { x: 5.555, y: 2 }]); // 'M0 10L5.56 2'
 */
export function linePath(points: readonly { readonly x: number; readonly y: number }[]): string {
  const n = (v: number) => String(Math.round(v * 100) / 100);
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('');
}
