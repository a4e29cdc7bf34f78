import { describe, expect, it } from 'vitest';
import { countdownText, isDepositOpen, secondsLeft } from './deposit';

describe('deposit orders', () => {
  it.each([
    ['pending', true],
    ['paid', false],
    ['failed', false],
    ['expired', false],
  ])('%s is open: %s', (status, open) => {
    expect(isDepositOpen(status)).toBe(open);
  });

  it('counts down in whole seconds, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [900, '15:00'],
    [3_725, '62:05'],
  ])('%d s reads %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});
