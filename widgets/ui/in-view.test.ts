import { describe, expect, it, vi } from 'vitest';
import { intersectionRatio, visibleRatio } from './in-view';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const viewport = box(0, 0, 400, 800);

describe('intersectionRatio', () => {
  it('is 1 for a box wholly inside every clip', () => {
    expect(intersectionRatio(box(10, 10, 110, 110), [viewport])).toBe(1);
  });

  it('is the part a clip leaves: half a card below the fold', () => {
    expect(intersectionRatio(box(0, 750, 100, 850), [viewport])).toBe(0.5);
  });

  it('is 0 for a box past the viewport, or one that only touches its edge', () => {
    expect(intersectionRatio(box(0, 900, 100, 1000), [viewport])).toBe(0);
    expect(intersectionRatio(box(0, 800, 100, 900), [viewport])).toBe(0);
  });

  it('cuts by every clip in turn: a card scrolled out of its lane is not seen though the viewport holds it', () => {
    const lane = box(0, 100, 300, 300);
    expect(intersectionRatio(box(320, 120, 420, 220), [viewport, lane])).toBe(0);
    expect(intersectionRatio(box(280, 120, 380, 220), [viewport, lane])).toBeCloseTo(0.2);
  });

  it('never sees an empty box (a hidden slide, an element not laid out)', () => {
    expect(intersectionRatio(box(0, 0, 0, 0), [viewport])).toBe(0);
    expect(intersectionRatio(box(10, 10, 10, 50), [viewport])).toBe(0);
  });
});

describe('visibleRatio', () => {
  const rect = (b: ReturnType<typeof box>) =>
    ({
      ...b,
      x: b.left,
      y: b.top,
      width: b.right - b.left,
      height: b.bottom - b.top,
      toJSON: () => b,
    }) as DOMRect;

  /** A lane that scrolls sideways (it clips) holding cards; the page around it does not clip. */
  function laneOf(cards: number) {
    document.body.innerHTML = '';
    const lane = document.createElement('div');
    lane.style.overflowX = 'auto';
    lane.getBoundingClientRect = () => rect(box(0, 100, 300, 300));
    document.body.append(lane);
    return Array.from({ length: cards }, (_, i) => {
      const card = document.createElement('span');
      card.getBoundingClientRect = () => rect(box(i * 100, 120, i * 100 + 100, 220));
      lane.append(card);
      return card;
    });
  }

  it('cuts a card by its clipping ancestors and the viewport', () => {
    const [first, , , fourth] = laneOf(4);
    expect(visibleRatio(first!)).toBe(1);
    expect(visibleRatio(fourth!)).toBe(0);
  });

  it('reads each shared ancestor once in a pass, and again in the next pass', async () => {
    const cards = laneOf(20);
    const styles = vi.spyOn(window, 'getComputedStyle');
    cards.forEach((card) => visibleRatio(card));
    // The lane, body and html: once each, not once per card.
    expect(styles).toHaveBeenCalledTimes(3);
    await Promise.resolve();
    visibleRatio(cards[0]!);
    expect(styles).toHaveBeenCalledTimes(6);
    styles.mockRestore();
  });
});
