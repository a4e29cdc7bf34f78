import { describe, expect, it } from 'vitest';
import { coupAtGlance, dealerAt, feedNodes, MAX_FEED_TABLES } from './baccarat-lobby';
import { scheduleCoup } from './baccarat-schedule';

describe('the lobby feed', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    ['7,7,8', [7, 8]],
    ['', []],
    ['1;2', []],
    ['-1', []],
    [['1', '2'], []],
    [undefined, []],
  ])('reads the nodes of %o as %o', (raw, nodes) => {
    expect(feedNodes(raw)).toEqual(nodes);
  });

  it('answers a screenful of tables at most', () => {
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect(feedNodes(many)).toHaveLength(MAX_FEED_TABLES);
  });

  it('keeps a dealer for a shift, and tables side by side have different dealers', () => {
    const shift = 30 * 60 * 1000;
    const start = 40 * shift;
    expect(dealerAt(5, start)).toBe(dealerAt(5, start + shift - 1));
    expect(dealerAt(5, start)).not.toBe(dealerAt(5, start + shift));
    expect(dealerAt(5, start)).not.toBe(dealerAt(6, start));
  });

  it('counts the window down, then the deal, to the next coup', () => {
    const coup = scheduleCoup('seed', 1_000, { windowMs: 12_000, dealMs: 4_000, resultMs: 4_000 });
    expect(coupAtGlance(coup, 1_000)).toEqual({ phase: 'betting', closesInMs: 12_000, endsInMs: 20_000 });
    expect(coupAtGlance(coup, 14_000)).toEqual({ phase: 'dealing', closesInMs: 0, endsInMs: 7_000 });
    expect(coupAtGlance(coup, 19_000)).toEqual({ phase: 'result', closesInMs: 0, endsInMs: 2_000 });
  });
});
