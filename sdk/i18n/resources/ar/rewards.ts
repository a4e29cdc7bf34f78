import type { DeepText } from '../deep-text';
import type { rewards as es } from '../es/rewards';
import { promotionsErrors, promotionsTexts } from './rewards-promotions';
import { rewardsMall } from './rewards-mall';
import { rewardsMissions } from './rewards-missions';
import { rewardsHelp } from './rewards-help';
import { rewardsVip, rewardsVipErrors } from './rewards-vip';
import { rewardsChat } from './rewards-chat';
import { rewardsCentre } from './rewards-centre';

/* Arabic: the rewards part (see es/rewards.ts). */
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
    feedback_content_invalid: 'اكتب ملاحظاتك: يجب أن يتراوح عدد الأحرف بين {{value.min}} و{{value.max}}.',
    feedback_image_invalid:
      'الصورة غير مقبولة: png أو jpg فقط، بحجم لا يتجاوز 5 MB لكل صورة، وبحد أقصى 3 صور.',
    points_insufficient: 'النقاط غير كافية: تحتاج إلى {{value.required}} ولديك {{value.points}}.',
    points_out_of_stock: 'نفدت كمية هذه الجائزة.',
    points_quantity_invalid: 'اختر كمية من 1 إلى {{value.max}}.',
    points_convert_invalid: 'لا يمكن تحويل هذا العدد من النقاط.',
    points_convert_unavailable: 'تحويل النقاط غير متاح حاليًا. يُرجى المحاولة لاحقًا.',
  },
};
