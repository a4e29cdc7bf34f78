import type { DeepText } from '../deep-text';
import type { saferErrors as es } from '../es/safer-errors';
import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/* Thai: the safer-gambling refusals met outside the Safer gambling page (see es/safer-errors.ts). */
const GMT8 = `datetime(dateStyle: long; timeStyle: short; timeZone: ${PLATFORM_TIME_ZONE})`;
const MONEY = 'number(minimumFractionDigits: 2; maximumFractionDigits: 2)';

export const saferErrors: DeepText<typeof es> = {
  deposit_limit_exceeded: `การฝากครั้งนี้เกินวงเงินฝาก$t(errors.limitPeriods.{{value.period}})ของคุณ คุณยังฝากได้อีก {{value.remaining, ${MONEY}}}`,
  loss_limit_exceeded: 'คุณถึงวงเงินขาดทุน$t(errors.limitPeriods.{{value.period}})แล้ว เล่นได้อีกครั้งเมื่อเริ่มรอบถัดไป',
  limit_confirm_too_early: `ยังยืนยันการเปลี่ยนแปลงนี้ไม่ได้ ยืนยันได้ตั้งแต่ {{value.effectiveAt, ${GMT8}}} (GMT+8)`,
  account_excluded: `บัญชีของคุณถูกปิดการเล่นจนถึง {{value.until, ${GMT8}}} (GMT+8) ตามที่คุณขอ และไม่สามารถเปิดก่อนกำหนดได้`,
  age_confirmation_required: 'กรุณายืนยันอายุของคุณเพื่อสมัครสมาชิก',
  session_limit_reached: 'คุณถึงวงเงินเวลาเล่นต่อเซสชันแล้ว และเซสชันได้สิ้นสุดลง กรุณาพักก่อนกลับมาเล่น',
  limitPeriods: { day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน' },
};
