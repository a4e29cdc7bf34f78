import { describe, expect, it } from 'vitest';
import { assignRowSlots } from './row-slots';

describe('assignRowSlots', () => {
  it('numbers the first rows from zero', () => {
    expect([...assignRowSlots(new Map(), [4, 5, 6])]).toEqual([
      [4, 0],
      [5, 1],
      [6, 2],
    ]);
  });

  it('keeps the slot of a row that stays and gives a freed slot to the row that enters', () => {
    const first = assignRowSlots(new Map(), [0, 1, 2, 3]);
    const next = assignRowSlots(first, [1, 2, 3, 4]);
    expect(next.get(1)).toBe(1);
    expect(next.get(2)).toBe(2);
    expect(next.get(3)).toBe(3);
    expect(next.get(4)).toBe(0);
  });

  it('never gives two rows the same slot, even after a jump far away', () => {
    const first = assignRowSlots(new Map(), [10, 11, 12]);
    const jumped = assignRowSlots(first, [500, 501, 502, 503, 11]);
    const slots = [...jumped.values()];
    expect(new Set(slots).size).toBe(slots.length);
    expect(jumped.get(11)).toBe(1);
    expect(Math.max(...slots)).toBe(4);
  });
});
