import { describe, expect, it } from 'vitest';
import { formatGmt8, formatNoticeTime } from './clock';

describe('formatGmt8', () => {
  it.each([
    ['2026-11-22T00:00:00Z', '22/11/2026 08:00:00'],
    ['2026-11-22T16:30:05Z', '23/11/2026 00:30:05'],
    ['2026-12-31T15:59:59Z', '31/12/2026 23:59:59'],
    ['2026-12-31T16:00:00Z', '01/01/2027 00:00:00'],
  ])('%s → %s', (iso, text) => {
    expect(formatGmt8(Date.parse(iso))).toBe(text);
  });
});

describe('formatNoticeTime', () => {
  it('prints yyyy-MM-dd hh:mm:ss in GMT+8', () => {
    expect(formatNoticeTime(Date.parse('2026-03-04T01:02:03Z'))).toBe('2026-03-04 09:02:03');
  });
});
