import type { DeepText } from '../deep-text';

/**
 * Spanish (rewards): the help centre (page and modal), its search, and the feedback
 * form and list. Spread into rewards.ts; every language has exactly these keys.
 */
export const rewardsHelp = {
  helpCentre: {
    title: 'Centro de ayuda',
    sections: 'Secciones del centro de ayuda',
    articlesTab: 'Artículos de ayuda',
    feedbackTab: 'Enviar comentarios',
    search: 'Buscar en la ayuda',
    searchHint: 'Escribe una o más palabras: buscamos en los títulos y en el texto.',
    clear: 'Borrar la búsqueda',
    results_one: '{{count}} artículo encontrado',
    results_other: '{{count}} artículos encontrados',
    noMatch:
      'Ningún artículo contiene «{{query}}». Prueba con otras palabras o escríbenos en Enviar comentarios.',
    topics: 'Temas',
    empty: 'Aún no hay artículos de ayuda.',
  },
  feedback: {
    intro: 'Cuéntanos qué mejorar o qué ha fallado. Te responderemos aquí y en tus mensajes.',
    loginFirst: 'Inicia sesión para enviarnos comentarios y ver nuestras respuestas.',
    login: 'Iniciar sesión',
    register: 'Crear una cuenta real',
    formTitle: 'Nuevo comentario',
    type: 'Tipo',
    types: {
      suggestion: 'Sugerencia',
      problem: 'Problema en la web',
      deposit: 'Depósito',
      withdrawal: 'Retiro',
      game: 'Juego',
      account: 'Cuenta',
      other: 'Otro',
    },
    content: 'Tu comentario',
    counter: '{{count}} / {{max}}',
    contentHint: 'Entre {{min}} y {{max}} caracteres.',
    contentRequired: 'Escribe tu comentario',
    contentLength: 'El comentario debe tener entre {{min}} y {{max}} caracteres (ahora {{count}})',
    images: 'Imágenes',
    imagesCounter: '{{count}} de {{max}}',
    imagesHint: 'Capturas de pantalla opcionales: PNG o JPG, hasta 5 MB cada una, {{max}} como máximo.',
    addImages: 'Añadir imágenes',
    removeImage: 'Quitar {{name}}',
    imageType: '{{name}} no es una imagen PNG o JPG',
    imageSize: '{{name}} pesa más de 5 MB',
    imageCount: 'Puedes adjuntar {{max}} imágenes como máximo: {{name}} no se ha añadido',
    send: 'Enviar comentario',
    sending: 'Enviando…',
    sent: 'Gracias: hemos recibido tu comentario.',
    listTitle: 'Tus comentarios',
    listEmpty: 'Aún no nos has enviado comentarios.',
    status: { pending: 'Pendiente', replied: 'Respondido' },
    sentAt: 'Enviado el {{time}} (GMT+8)',
    reply: 'Respuesta del equipo',
    repliedAt: '{{time}} (GMT+8)',
    imageAlt: 'Imagen adjunta {{index}}: {{name}}',
    imageFailed: 'No se pudo cargar la imagen',
  },
};

export type RewardsHelpTexts = DeepText<typeof rewardsHelp>;
