import type { DeepText } from '../deep-text';
import type { rewards as es } from '../es/rewards';
import { promotionsErrors, promotionsTexts } from './rewards-promotions';
import { rewardsMall } from './rewards-mall';
import { rewardsMissions } from './rewards-missions';
import { rewardsHelp } from './rewards-help';
import { rewardsVip, rewardsVipErrors } from './rewards-vip';
import { rewardsChat } from './rewards-chat';
import { rewardsCentre } from './rewards-centre';

/* Portuguese: the rewards part (see es/rewards.ts). */
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
    feedback_content_invalid: 'Escreva seu comentário: entre {{value.min}} e {{value.max}} caracteres.',
    feedback_image_invalid: 'Imagem não aceita: apenas png ou jpg, no máximo 5 MB cada e até 3 imagens.',
    points_insufficient: 'Pontos insuficientes: você precisa de {{value.required}} e tem {{value.points}}.',
    points_out_of_stock: 'Esta recompensa está esgotada.',
    points_quantity_invalid: 'Escolha uma quantidade de 1 a {{value.max}}.',
    points_convert_invalid: 'Essa quantidade de pontos não pode ser convertida.',
    points_convert_unavailable: 'A conversão de pontos não está disponível agora. Tente mais tarde.',
  },
};
