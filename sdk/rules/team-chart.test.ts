import { describe, expect, it } from 'vitest';
import { linePath, netLine } from './team-chart';

const box = { left: 50, top: 10, width: 300, height: 100 };

describe('netLine', () => {
  it('spreads the days from edge to edge and places zero on a round tick', () => {
    const { scale, points } = netLine(
      [
        { day: '2026-11-23', teamNet: 40 },
        { day: '2026-11-24', teamNet: 0 },
        { day: '2026-11-25', teamNet: -20.5 },
      ],
      box,
    );
    expect(scale.ticks).toContain(0);
    expect(points.map((p) => p.x)).toEqual([50, 200, 350]);
    expect(points.map((p) => p.netMinor)).toEqual([4000, 0, -2050]);
    const zeroY = points[1]!.y;
    expect(points[0]!.y).toBeLessThan(zeroY);
    expect(points[2]!.y).toBeGreaterThan(zeroY);
    expect(Math.min(...points.map((p) => p.y))).toBeGreaterThanOrEqual(box.top);
    expect(Math.max(...points.map((p) => p.y))).toBeLessThanOrEqual(box.top + box.height);
  });

  it.each([
    ['a quiet month', [{ day: '2026-11-25', teamNet: 0 }], [200], [110]],
    ['one day', [{ day: '2026-11-25', teamNet: 1 }], [200], [10]],
    ['nothing at all', [], [], []],
  ])('%s', (_case, days, xs, ys) => {
    const { points } = netLine(days, box);
    expect(points.map((p) => p.x)).toEqual(xs);
    expect(points.map((p) => p.y)).toEqual(ys);
  });

  it('adds no float: cents stay exact', () => {
    const { points } = netLine([{ day: '2026-11-25', teamNet: 0.1 + 0.2 }], box);
    expect(points[0]!.netMinor).toBe(30);
  });
});

describe('linePath', () => {
  it.each([
    [[], ''],
    [[{ x: 0, y: 10 }], 'M0 10'],
    [
      [
        { x: 0, y: 10 },
        { x: 5.555, y: 2.001 },
      ],
      'M0 10L5.56 2',
    ],
  ])('%j → %s', (points, path) => {
    expect(linePath(points)).toBe(path);
  });
});
