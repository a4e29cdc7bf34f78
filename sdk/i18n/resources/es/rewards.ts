import { promotionsErrors, promotionsTexts } from './rewards-promotions';
import { rewardsMall } from './rewards-mall';
import { rewardsMissions } from './rewards-missions';
import { rewardsHelp } from './rewards-help';
import { rewardsVip, rewardsVipErrors } from './rewards-vip';
import { rewardsChat } from './rewards-chat';
import { rewardsCentre } from './rewards-centre';

/*
 * Spanish: the rewards part: each page's texts come from a file of its own
 * (rewards-<page>.ts); the refusals of the platform's reward calls sit under `errors`.
 */
export const rewards = {
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
    feedback_content_invalid: 'Escribe tu comentario: entre {{value.min}} y {{value.max}} caracteres.',
    feedback_image_invalid:
      'Imagen no válida: solo png o jpg, de 5 MB como máximo cada una y no más de 3 imágenes.',
    points_insufficient:
      'No tienes puntos suficientes: necesitas {{value.required}} y tienes {{value.points}}.',
    points_out_of_stock: 'Esta recompensa está agotada.',
    points_quantity_invalid: 'Elige una cantidad entre 1 y {{value.max}}.',
    points_convert_invalid: 'Esa cantidad de puntos no se puede convertir.',
    points_convert_unavailable: 'La conversión de puntos no está disponible ahora. Inténtalo más tarde.',
  },
};
