import { describe, expect, it } from 'vitest';
import { COUNTER_STEPS, counterFrame } from './counters';

describe('footer counter animation', () => {
  it('takes 30 steps of 12 degrees', () => {
    expect(COUNTER_STEPS).toBe(30);
  });

  it.each([
    [0, 30, 0, 0],
    [1, 30, 12, 1],
    [15, 100, 180, 50],
    [30, 90, 360, 90],
    [45, 90, 360, 90],
    [-2, 90, 0, 0],
  ])('step %i of target %i → %i° showing %i', (step, target, degrees, value) => {
    expect(counterFrame(step, target)).toEqual({ degrees, value });
  });
});
