import { PLATFORM_TIME_ZONE } from '../shared-rules/platform-time';

/** How the portal names its time zone beside a time, in every language (as the header's clock does). */
export const PLATFORM_ZONE_LABEL = 'GMT+8';

/** How the portal's dates read in a language: every date and time of the interface comes from here. */
export interface DateFormats {
  /** An instant as its GMT+8 date and time: "30/11/2026, 01:53". */
  readonly dateTime: Intl.DateTimeFormat;
  /** An instant's GMT+8 date: "30/11/2026". */
  readonly date: Intl.DateTimeFormat;
  /** An instant's GMT+8 time of day, 24-hour: "01:53". */
  readonly time: Intl.DateTimeFormat;
  /**
   * An end a player must not misread, its month in words: "30 November 2026 at 01:53" (the texts
   * that show it name the zone after it: "… (GMT+8)").
   */
  readonly long: Intl.DateTimeFormat;
  /** A chart's day: "30/11". */
  readonly dayMonth: Intl.DateTimeFormat;
}

/**
 * The locale dates are formatted in: English reads day-first, as the header's clock does (SPEC §2:
 * DD/MM/YYYY), not month-first as en-US would.
 *
 * @example
 * rules.dateLocale('en'); // 'en-GB'
 */
export const dateLocale = (locale: string): string => (/^en(-US)?$/i.test(locale) ? 'en-GB' : locale);

// Every format shares these: the platform's zone, the Gregorian years of the header and of the
// platform's days (a Thai locale would count Buddhist years), Latin digits like the amounts, 24 h.
const BASE: Intl.DateTimeFormatOptions = {
  timeZone: PLATFORM_TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  hourCycle: 'h23',
};
const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const cache = new Map<string, DateFormats>();

/**
 * The date formats of a language (cached: one set per locale).
 *
 * @example
 * rules.dateFormats('es').dateTime.format(Date.UTC(2026, 10, 29, 17, 53)); // '30/11/2026, 01:53'
 */
export function dateFormats(locale: string): DateFormats {
  const tag = dateLocale(locale);
  let formats = cache.get(tag);
  if (!formats) {
    const make = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, { ...BASE, ...options });
    formats = {
      dateTime: make({ ...DATE, ...TIME }),
      date: make(DATE),
      time: make(TIME),
      long: make({ dateStyle: 'long', timeStyle: 'short' }),
      dayMonth: make({ day: '2-digit', month: '2-digit' }),
    };
    cache.set(tag, formats);
  }
  return formats;
}
