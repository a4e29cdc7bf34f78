import type { DeepText } from '../deep-text';
import type { rewards as es } from '../es/rewards';
import { promotionsErrors, promotionsTexts } from './rewards-promotions';
import { rewardsMall } from './rewards-mall';
import { rewardsMissions } from './rewards-missions';
import { rewardsHelp } from './rewards-help';
import { rewardsVip, rewardsVipErrors } from './rewards-vip';
import { rewardsChat } from './rewards-chat';
import { rewardsCentre } from './rewards-centre';

/* Thai: the rewards part (see es/rewards.ts). */
export const rewards: DeepText<typeof es> = {
  ...promotionsTexts,
  ...rewardsMall,
  ...rewardsMissions,
  ...rewardsHelp,
  ...rewardsVip,
  ...rewardsChat,
  ...rewardsCentre,
  errors: {
    ...promotionsErrors,
    ...rewardsMissions.errors,
    ...rewardsVipErrors,
    feedback_content_invalid: 'กรุณาเขียนความคิดเห็น: ระหว่าง {{value.min}} ถึง {{value.max}} ตัวอักษร',
    feedback_image_invalid: 'รูปภาพไม่ถูกต้อง: png หรือ jpg เท่านั้น ไม่เกิน 5 MB ต่อรูป และไม่เกิน 3 รูป',
    points_insufficient: 'คะแนนไม่พอ: ต้องใช้ {{value.required}} คะแนน คุณมี {{value.points}} คะแนน',
    points_out_of_stock: 'ของรางวัลนี้หมดแล้ว',
    points_quantity_invalid: 'เลือกจำนวนตั้งแต่ 1 ถึง {{value.max}}',
    points_convert_invalid: 'ไม่สามารถแลกคะแนนจำนวนนี้ได้',
    points_convert_unavailable: 'ขณะนี้ยังแลกคะแนนไม่ได้ กรุณาลองใหม่ภายหลัง',
  },
};
