import { dateLocale } from './dates';

/**
 * A calendar day (`YYYY-MM-DD`, a GMT+8 day of the platform) in words: "20 May 2026". The day is
 * a date, not an instant: it is read at UTC midnight so that no zone moves it.
 *
 * @example
 * rules.calendarDayText('2026-05-20', 'en'); // '20 May 2026'
 */
export function calendarDayText(
  day: string,
  locale: string,
  style: 'full' | 'medium' | 'short' = 'medium',
): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: style,
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(Date.parse(`${day}T00:00:00Z`));
}
