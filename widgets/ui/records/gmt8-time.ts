import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/** SPEC's times are GMT+8 (the clock in the header too): the same zone for every record. */
export const gmt8Time = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: PLATFORM_TIME_ZONE });

/** The same instant as two lines' worth: its GMT+8 date, and its GMT+8 time of day. */
export const gmt8DateAndTime = (locale: string) => ({
  date: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: PLATFORM_TIME_ZONE }),
  time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: PLATFORM_TIME_ZONE }),
});
