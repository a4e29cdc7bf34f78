import { describe, expect, it } from 'vitest';
import { rootScreen, systemStatusCode } from './system-status';

describe('root screen', () => {
  it.each([
    [false, false, 'normal', 0],
    [true, false, 'maintenance', 1],
    [false, true, 'restricted', 2],
    [true, true, 'maintenance', 1],
  ] as const)('maintenance %s, restriction %s → %s (%i)', (maintenance, regionRestriction, screen, code) => {
    expect(rootScreen({ maintenance, regionRestriction })).toBe(screen);
    expect(systemStatusCode({ maintenance, regionRestriction })).toBe(code);
  });
});
