import { rewardsChat } from './rewards-chat';

/*
 * Spanish: the rewards part (issue 12). The point mall, feedback and message pages will add their
 * texts here; today it holds the refusals of their platform calls, which the sandbox already answers.
 */
export const rewards = {
  ...rewardsChat,
  errors: {
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
