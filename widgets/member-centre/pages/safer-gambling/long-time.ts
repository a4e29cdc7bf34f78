import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/**
 * An end the player must not misread (an exclusion, when a raise can be confirmed): the full date
 * and the time, GMT+8 like every time of the platform.
 */
export const gmt8LongTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: PLATFORM_TIME_ZONE });
