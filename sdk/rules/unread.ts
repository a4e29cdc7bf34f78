/**
 * How often the unread badge reads the count again (SPEC §7 CSP_unreadCount; SPEC names no
 * interval): a minute, which a new message's badge can wait, at one light call per open tab.
 */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * Whether the unread count is due a new reading: only while the page is visible (a tab in the
 * background polls nothing), and once the last reading is at least an interval old, so coming
 * back to a tab reads it at once when it has gone stale, and not twice in a row.
 *
 * @example
 * unreadRefreshDue({ visible: true, readAt: 0, now: 60_000 }); // true
 * unreadRefreshDue({ visible: false, readAt: 0, now: 600_000 }); // false
 */
export function unreadRefreshDue(at: { visible: boolean; readAt: number; now: number }): boolean {
  // A tick of setInterval may come a little early: a tenth of the interval of slack.
  return at.visible && at.now - at.readAt >= UNREAD_REFRESH_MS * 0.9;
}
