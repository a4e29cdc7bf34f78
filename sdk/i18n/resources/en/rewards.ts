import type { DeepText } from '../deep-text';
import type { rewards as es } from '../es/rewards';
import { promotionsErrors, promotionsTexts } from './rewards-promotions';
import { rewardsMall } from './rewards-mall';
import { rewardsMissions } from './rewards-missions';
import { rewardsHelp } from './rewards-help';
import { rewardsVip, rewardsVipErrors } from './rewards-vip';
import { rewardsChat } from './rewards-chat';
import { rewardsCentre } from './rewards-centre';

/* English: the rewards part (see es/rewards.ts). */
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
    feedback_content_invalid: 'Write your feedback: between {{value.min}} and {{value.max}} characters.',
    feedback_image_invalid:
      'Image not accepted: png or jpg only, at most 5 MB each and no more than 3 images.',
    points_insufficient: 'Not enough points: you need {{value.required}} and have {{value.points}}.',
    points_out_of_stock: 'This reward is out of stock.',
    points_quantity_invalid: 'Choose a quantity from 1 to {{value.max}}.',
    points_convert_invalid: 'That number of points cannot be converted.',
    points_convert_unavailable: 'Converting points is not available right now. Please try again later.',
  },
};
