import { PLATFORM_OFFSET_MS as GMT8_OFFSET_MS } from '../shared-rules/platform-time';
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * SPEC §2: the header clock, GMT+8 whatever the visitor's zone, as DD/MM/YYYY HH:mm:ss.
 *
 * @example
 * rules.formatGmt8(Date.UTC(2026, 10, 25, 16, 0)); // '26/11/2026 00:00:00'
 */
export function formatGmt8(epochMs: number): string {
  const d = new Date(epochMs + GMT8_OFFSET_MS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * SPEC §3: notice times as yyyy-MM-dd hh:mm:ss (GMT+8, 24-hour).
 *
 * @example
 * rules.formatNoticeTime(Date.UTC(2026, 10, 25, 16, 0)); // '2026-11-26 00:00:00'
 */
export function formatNoticeTime(epochMs: number): string {
  const d = new Date(epochMs + GMT8_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
