import type { DeepText } from '../deep-text';
import type { saferErrors as es } from '../es/safer-errors';
import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/* English: the safer-gambling refusals met outside the Safer gambling page (see es/safer-errors.ts). */
const GMT8 = `datetime(dateStyle: long; timeStyle: short; timeZone: ${PLATFORM_TIME_ZONE})`;
const MONEY = 'number(minimumFractionDigits: 2; maximumFractionDigits: 2)';

export const saferErrors: DeepText<typeof es> = {
  deposit_limit_exceeded: `This deposit is over your $t(errors.limitPeriods.{{value.period}}) deposit limit. You can still deposit {{value.remaining, ${MONEY}}}.`,
  loss_limit_exceeded:
    'You have reached your $t(errors.limitPeriods.{{value.period}}) loss limit. You can play again when the next period starts.',
  limit_confirm_too_early: `You cannot confirm this change yet: you can from {{value.effectiveAt, ${GMT8}}} (GMT+8).`,
  account_excluded: `Your account is closed to play until {{value.until, ${GMT8}}} (GMT+8), as you asked. It cannot be reopened sooner.`,
  age_confirmation_required: 'Please confirm your age to register.',
  session_limit_reached:
    'You have reached your session limit and the session has ended. Take a break before you come back.',
  limitPeriods: { day: 'daily', week: 'weekly', month: 'monthly' },
};
