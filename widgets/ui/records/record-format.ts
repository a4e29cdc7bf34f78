import type { TFunction } from 'i18next';
import { errorText } from '@sdk/i18n/error-text';
import { isPlatformError } from '@sdk/client/platform-error';
import { MAX_RANGE_DAYS, RANGE_ERRORS } from '@sdk/contract/entities/records';
import { accountKindKey } from '@sdk/rules/records';
import { calendarDayText } from '@sdk/rules/calendar-day';

/** A calendar day (`YYYY-MM-DD`, a GMT+8 day) as the member reads dates, e.g. "20 may 2026". */
export const dayText = calendarDayText;

/** What a ledger movement is called, in the member's language; a kind added later as it is named. */
export function kindName(t: TFunction, kind: string): string {
  const key = accountKindKey(kind);
  return key ? t(key) : kind;
}

/**
 * A records call's failure in words: a range the platform refused says why (its value.reason),
 * everything else as every page words it.
 */
export function recordsErrorText(t: TFunction, error: unknown): string {
  if (isPlatformError(error) && error.code === 'date_range_invalid') {
    const reason = (error.value as { reason?: unknown } | undefined)?.reason;
    if ((RANGE_ERRORS as readonly unknown[]).includes(reason))
      return t(`records.refused.${reason as string}`, { max: MAX_RANGE_DAYS });
  }
  return errorText(t, error);
}
