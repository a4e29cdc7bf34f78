import { describe, expect, it } from 'vitest';
import { outlinedLetter, outlinedLine, pathData } from './display-face';

describe('the display face', () => {
  it('draws a line as one path, its middle where it is placed', () => {
    const line = outlinedLine('ETERNAL', { x: 150, y: 212, size: 30, maxWidth: 264, anchor: 'middle' })!;
    expect(line.width).toBeGreaterThan(100);
    expect(line.width).toBeLessThan(264);
    expect(line.path).toMatch(
      new RegExp(`^<path transform="translate\\(${(150 - line.width / 2).toFixed(1)} 212\\)" d="M[^"]+"/>$`),
    );
  });

  it('narrows a line wider than its room to exactly that room, as textLength did', () => {
    const line = outlinedLine('SUPERCALIFRAGILISTIC', {
      x: 150,
      y: 0,
      size: 30,
      maxWidth: 220,
      anchor: 'middle',
    })!;
    expect(line.width).toBe(220);
    expect(line.path).toMatch(/^<path transform="translate\(40\.0 0\) scale\(0\.\d{3} 1\)"/);
  });

  it('leaves to the caller a line with a character it lacks', () => {
    expect(outlinedLine('龍', { x: 0, y: 0, size: 30, maxWidth: 100 })).toBeUndefined();
    expect(outlinedLine('ŁÓDŹ', { x: 0, y: 0, size: 30, maxWidth: 100 })).toBeDefined();
  });

  it('writes its numbers to a tenth, a minus sign parting them, never in exponent form', () => {
    expect(
      pathData([
        { type: 'M', x: 1e-7, y: -3.26 },
        { type: 'L', x: 85.936, y: -7.344 },
        { type: 'Q', x1: 1, y1: 2, x: -3, y: 4 },
        { type: 'C', x1: 0.04, y1: -0.04, x2: 10, y2: 20, x: 30, y: -40 },
        { type: 'Z' },
      ]),
    ).toBe('M0-3.3L85.9-7.3Q1 2-3 4C0 0 10 20 30-40Z');
  });

  it("draws a card's letter filled", () => {
    expect(outlinedLetter('A', { x: 22, y: 52, size: 44 }, '#b91c1c')).toMatch(
      /^<path fill="#b91c1c" transform="translate\(22\.0 52\)" d="M/,
    );
  });
});
