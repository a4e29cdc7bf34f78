import { describe, expect, it } from 'vitest';
import { canMove, finishing, isLive, movableTo, ROUND_STATUSES } from './state';

describe('the round state machine', () => {
  it('opens a pending round or refunds it, settles or refunds an open one, and ends there', () => {
    const moves = ROUND_STATUSES.flatMap((from) =>
      ROUND_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual(['pending→open', 'pending→rolled_back', 'open→settled', 'open→rolled_back']);
    expect(movableTo('settled')).toEqual(['open']);
    expect(movableTo('rolled_back')).toEqual(['pending', 'open']);
    expect(ROUND_STATUSES.filter(isLive)).toEqual(['pending', 'open']);
  });

  it('lets a player finish an open round, answers a final one as it is, and refuses a pending one', () => {
    expect(finishing('open', 1)).toBe('go');
    expect(finishing('settled', 1)).toBe('final');
    expect(finishing('rolled_back', 1)).toBe('final');
    expect(() => finishing('pending', 7)).toThrow(
      expect.objectContaining({ errorCode: 'round_in_progress' }),
    );
  });
});
