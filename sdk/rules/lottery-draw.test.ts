import { describe, expect, it } from 'vitest';
import { countdownText, nextDrawAt } from './lottery-draw';

describe('nextDrawAt', () => {
  it('is one interval after the last draw while that is still ahead', () => {
    expect(nextDrawAt(0, 60_000, 15_000)).toBe(60_000);
  });
  it('rolls past draws the card has not heard of yet, and past a draw due this very moment', () => {
    expect(nextDrawAt(0, 60_000, 150_000)).toBe(180_000);
    expect(nextDrawAt(0, 60_000, 60_000)).toBe(120_000);
  });
  it('keeps the last draw when the schedule is unknown', () => {
    expect(nextDrawAt(5, 0, 100)).toBe(5);
  });
});

describe('countdownText', () => {
  it('reads m:ss, then h:mm:ss, and never below zero', () => {
    expect(countdownText(42_000)).toBe('0:42');
    expect(countdownText(41_001)).toBe('0:42');
    expect(countdownText(5 * 60_000)).toBe('5:00');
    expect(countdownText(3_723_000)).toBe('1:02:03');
    expect(countdownText(-5)).toBe('0:00');
  });
});
