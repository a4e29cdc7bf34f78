import { describe, expect, it } from 'vitest';
import { dateFormats, dateLocale } from './dates';
import { calendarDayText } from './calendar-day';

/** 2026-11-29 17:53:07 UTC: 30 November, 01:53 in GMT+8. */
const AT = Date.UTC(2026, 10, 29, 17, 53, 7);

describe('date formats', () => {
  it('reads every language day-first, in GMT+8, 24-hour, with Gregorian years and Latin digits', () => {
    expect(dateFormats('en').dateTime.format(AT)).toBe('30/11/2026, 01:53');
    expect(dateFormats('es').dateTime.format(AT)).toBe('30/11/2026, 01:53');
    expect(dateFormats('pt').dateTime.format(AT)).toBe('30/11/2026, 01:53');
    expect(dateFormats('th').dateTime.format(AT)).toBe('30/11/2026 01:53');
    expect(dateFormats('ar').date.format(AT)).toMatch(/30\D+11\D+2026/);
  });

  it('splits an instant into its date and its time, and writes an end in words', () => {
    expect(dateFormats('en').date.format(AT)).toBe('30/11/2026');
    expect(dateFormats('en').time.format(AT)).toBe('01:53');
    expect(dateFormats('en').long.format(AT)).toBe('30 November 2026 at 01:53');
    expect(dateFormats('es').long.format(AT)).toBe('30 de noviembre de 2026 a las 1:53');
    expect(dateFormats('en').dayMonth.format(AT)).toBe('30/11');
  });

  it('reads English day-first, and keeps every other locale', () => {
    expect(dateLocale('en')).toBe('en-GB');
    expect(dateLocale('en-US')).toBe('en-GB');
    expect(dateLocale('pt-BR')).toBe('pt-BR');
  });

  it('formats a calendar day the same in every zone, the Thai year Gregorian', () => {
    expect(calendarDayText('2026-05-20', 'en')).toBe('20 May 2026');
    expect(calendarDayText('2026-05-20', 'th')).toContain('2026');
  });

  it('builds one set of formats per language', () => {
    expect(dateFormats('es')).toBe(dateFormats('es'));
    expect(dateFormats('en')).toBe(dateFormats('en-US'));
  });
});
