const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §2: the header clock, GMT+8 whatever the visitor's zone, as DD/MM/YYYY HH:mm:ss. */
export function formatGmt8(epochMs: number): string {
  const d = new Date(epochMs + GMT8_OFFSET_MS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** SPEC §3: notice times as yyyy-MM-dd hh:mm:ss (GMT+8, 24-hour). */
export function formatNoticeTime(epochMs: number): string {
  const d = new Date(epochMs + GMT8_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
