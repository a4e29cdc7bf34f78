import { describe, expect, it } from 'vitest';
import {
  imageWaits,
  LAZY_IMAGE,
  lobbyView,
  lotterySubTypes,
  marqueeOffset,
  marqueeSeconds,
  repeatForMarquee,
} from './lobby';

describe('lobby routes', () => {
  it.each([
    ['/live', null, { source: 'list', query: { gameClassify: 'LIVE' } }],
    ['/rng', 'PG', { source: 'list', query: { gameClassify: 'RNG', vassalage: 'PG' } }],
    ['/crash', null, { source: 'list', query: { gameType: 'CRASH' } }],
    ['/crash', 'SPB', { source: 'list', query: { gameType: 'CRASH', vassalage: 'SPB' } }],
    ['/cockfight', null, { source: 'list', query: { gameClassify: 'COCKFIGHT' } }],
    ['/jp', null, { source: 'list', query: { gameType: 'JACKPOT' } }],
    ['/bac', null, { source: 'list', query: { gameType: 'BACCARAT' } }],
    ['/ppslot', null, { source: 'list', query: { vassalage: 'PP' } }],
    ['/pplive', null, { source: 'list', query: { vassalage: 'PPLIVE' } }],
    ['/new', null, { source: 'list', query: { isNew: true } }],
    ['/favorite', null, { source: 'favorites', query: {} }],
    ['/recent', null, { source: 'recent', query: {} }],
    ['/hot', null, { source: 'hot', query: {} }],
  ] as const)('%s (vendor %s)', (path, vendor, view) => {
    expect(lobbyView(path, vendor)).toEqual(view);
  });
});

describe('lottery sub-types', () => {
  it('shows BG only when the brand supports TY', () => {
    expect(lotterySubTypes(['ES', 'EN'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(lotterySubTypes(['ES', 'TY'])).toContain('BG');
  });
});

describe('winners marquee', () => {
  it('repeats the list three times', () => {
    expect(repeatForMarquee([1, 2])).toEqual([1, 2, 1, 2, 1, 2]);
  });
});

describe('marqueeSeconds', () => {
  it('climbs one copy at half a pixel a frame', () => expect(marqueeSeconds(300)).toBe(10));
  it('follows another step', () => expect(marqueeSeconds(300, 1)).toBe(5));
  it('stands still while nothing is measured', () => {
    expect(marqueeSeconds(0)).toBe(0);
    expect(marqueeSeconds(300, 0)).toBe(0);
  });
});

describe('marqueeOffset', () => {
  it('moves half a pixel a frame', () => expect(marqueeOffset(10, 300)).toBe(10.5));
  it('wraps at one copy so the three copies loop seamlessly', () =>
    expect(marqueeOffset(299.75, 300)).toBe(0.25));
  it('stays put while nothing is measured', () => expect(marqueeOffset(5, 0)).toBe(0));
});

describe('imageWaits', () => {
  it('shows art at once on a page that has not scrolled, or stopped scrolling a dwell ago', () => {
    expect(imageWaits(Infinity, false)).toBe(false);
    expect(imageWaits(LAZY_IMAGE.dwellMs, false)).toBe(false);
  });

  it('waits while the page is being scrolled, and always in a frame', () => {
    expect(imageWaits(10, false)).toBe(true);
    expect(imageWaits(LAZY_IMAGE.dwellMs - 1, false)).toBe(true);
    expect(imageWaits(Infinity, true)).toBe(true);
  });
});
