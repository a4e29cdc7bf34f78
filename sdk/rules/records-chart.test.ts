import { describe, expect, it } from 'vitest';
import type { ProfitDay } from '../contract/entities/records';
import { chartScale, chartY, dailyNet, daysBetween, labelledBars } from './records-chart';

const row = (day: string, category: ProfitDay['category'], net: number): ProfitDay => ({
  day,
  category,
  stake: 0,
  payout: 0,
  bonus: 0,
  rebate: 0,
  net,
});

describe('daysBetween', () => {
  it.each([
    ['2026-05-20', '2026-05-20', ['2026-05-20']],
    ['2026-02-27', '2026-03-02', ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']],
    ['2024-02-28', '2024-03-01', ['2024-02-28', '2024-02-29', '2024-03-01']],
    ['2026-05-21', '2026-05-20', []],
  ])('%s to %s', (from, to, days) => {
    expect(daysBetween(from, to)).toEqual(days);
  });

  it('covers 30 days across a month end', () => {
    const days = daysBetween('2026-04-21', '2026-05-20');
    expect(days).toHaveLength(30);
    expect(days.at(10)).toBe('2026-05-01');
  });
});

describe('dailyNet: each day’s net over every category, in minor units', () => {
  it('adds the categories and the day’s bonus row as integers, and zeroes a day without play', () => {
    const rows = [
      row('2026-05-20', 'RNG', 0.1),
      row('2026-05-20', 'LIVE', 0.2),
      row('2026-05-20', null, 10),
      row('2026-05-18', 'RNG', -25.55),
    ];
    expect(dailyNet(rows, '2026-05-18', '2026-05-20')).toEqual([
      { day: '2026-05-18', netMinor: -2555 },
      { day: '2026-05-19', netMinor: 0 },
      { day: '2026-05-20', netMinor: 1030 },
    ]);
  });
});

describe('chartScale: round ticks, zero always among them', () => {
  it.each([
    [[], { top: 100, bottom: 0, ticks: [0, 100] }],
    [[0, 0], { top: 100, bottom: 0, ticks: [0, 100] }],
    [[1030, 0, 250], { top: 1500, bottom: 0, ticks: [0, 500, 1000, 1500] }],
    [[-2555, -10], { top: 0, bottom: -3000, ticks: [-3000, -2000, -1000, 0] }],
    [[1030, -2555], { top: 2000, bottom: -3000, ticks: [-3000, -2000, -1000, 0, 1000, 2000] }],
    [[3], { top: 3, bottom: 0, ticks: [0, 1, 2, 3] }],
    [[99_999_00], { top: 10_000_000, bottom: 0, ticks: [0, 5_000_000, 10_000_000] }],
  ])('%j → %j', (values, scale) => {
    const result = chartScale(values);
    expect(result).toEqual(scale);
    expect(result.ticks).toContain(0);
  });

  it('places values on the axis, top at 0', () => {
    const scale = chartScale([1000, -1000]);
    expect(chartY(scale, scale.top, 200)).toBe(0);
    expect(chartY(scale, scale.bottom, 200)).toBe(200);
    expect(chartY(scale, 0, 200)).toBe(100);
  });
});

describe('labelledBars', () => {
  it.each([
    [30, [29, 24, 19, 14, 9, 4]],
    [7, [6, 1]],
    [1, [0]],
    [0, []],
  ])('%d bars label %j', (count, labelled) => {
    expect([...labelledBars(count)]).toEqual(labelled);
  });
});
