import { describe, expect, it } from 'vitest';
import { UNREAD_REFRESH_MS, unreadRefreshDue } from './unread';

describe('unreadRefreshDue', () => {
  it.each([
    [true, 0, UNREAD_REFRESH_MS, true],
    [true, -Infinity, 0, true],
    [true, 0, UNREAD_REFRESH_MS - 1_000, true],
    [true, 0, UNREAD_REFRESH_MS / 2, false],
    [false, 0, 10 * UNREAD_REFRESH_MS, false],
  ])('visible %s, read at %d, now %d → %s', (visible, readAt, now, due) =>
    expect(unreadRefreshDue({ visible, readAt, now })).toBe(due),
  );
});
