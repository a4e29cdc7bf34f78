import { describe, expect, it } from 'vitest';
import { PRIZE_MODES } from '../contract/entities/lottery';

/* Issue #30: the /lottery tabs name every prize mode; a player never reads the platform's code. */
const packs = import.meta.glob<{ games: { lottery: { prizeModes: Record<string, string> } } }>(
  './resources/*/games.ts',
  { eager: true },
);

describe.each(Object.entries(packs))('prize-mode names in %s', (_path, pack) => {
  it('name every mode in words, not by its code', () => {
    const names = pack.games.lottery.prizeModes;
    for (const mode of PRIZE_MODES) {
      expect(names[mode], mode).toBeTruthy();
      expect(names[mode]?.toUpperCase(), mode).not.toBe(mode.toUpperCase());
    }
  });
});
