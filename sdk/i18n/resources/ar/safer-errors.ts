import type { DeepText } from '../deep-text';
import type { saferErrors as es } from '../es/safer-errors';
import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/* Arabic: the safer-gambling refusals met outside the Safer gambling page (see es/safer-errors.ts). */
const GMT8 = `datetime(dateStyle: long; timeStyle: short; timeZone: ${PLATFORM_TIME_ZONE})`;
const MONEY = 'number(minimumFractionDigits: 2; maximumFractionDigits: 2)';

export const saferErrors: DeepText<typeof es> = {
  deposit_limit_exceeded: `يتجاوز هذا الإيداع حد الإيداع $t(errors.limitPeriods.{{value.period}}) الخاص بك. لا يزال بإمكانك إيداع {{value.remaining, ${MONEY}}}.`,
  loss_limit_exceeded:
    'لقد بلغت حد الخسارة $t(errors.limitPeriods.{{value.period}}) الخاص بك. يمكنك اللعب مجددًا عند بدء الفترة التالية.',
  limit_confirm_too_early: `لا يمكنك تأكيد هذا التغيير بعد: يمكنك ذلك اعتبارًا من {{value.effectiveAt, ${GMT8}}} (GMT+8).`,
  account_excluded: `حسابك مغلق أمام اللعب حتى {{value.until, ${GMT8}}} (GMT+8) بناءً على طلبك، ولا يمكن إعادة فتحه قبل ذلك.`,
  age_confirmation_required: 'يُرجى تأكيد عمرك لإتمام التسجيل.',
  session_limit_reached: 'لقد بلغت حد مدة الجلسة وانتهت الجلسة. خذ استراحة قبل أن تعود.',
  limitPeriods: { day: 'اليومي', week: 'الأسبوعي', month: 'الشهري' },
};
