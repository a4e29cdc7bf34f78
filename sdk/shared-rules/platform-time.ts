/*
 * The platform's clock, GMT+8, in a module of its own: pages that only format a time (a record's
 * date, a reality check's hour) import these two constants without the date-range rules.
 */

/** The platform's time zone: its days (records, the header clock) start at GMT+8 midnight. */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/**
 * GMT+8 is eight hours ahead of UTC all year (no daylight saving): the platform's wall clock is UTC
 * moved by this constant, with no time-zone library. The one spelling of it in the project.
 */
export const PLATFORM_OFFSET_MS = 8 * 3_600_000;
