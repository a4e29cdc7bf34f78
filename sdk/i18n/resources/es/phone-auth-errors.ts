/**
 * Spanish: SPEC §8's phone-authentication messages (the phone-code provider's failures, by its
 * codes, as the platform's page keys them) and the platform's refusals of the provider's token.
 */
export const phoneAuthErrors = {
  'auth/invalid-phone-number': 'El formato del número de teléfono no es válido.',
  'auth/missing-phone-number': 'Introduce un número de teléfono válido.',
  'auth/too-many-requests': 'Demasiadas solicitudes. Inténtalo de nuevo dentro de 5 minutos.',
  'auth/unknown': 'Se produjo un error desconocido.',
  'auth/invalid-verification-code': 'El código de verificación no es válido.',
  'auth/missing-verification-code': 'Falta el código de verificación.',
  'auth/code-expired': 'El código de verificación ha caducado. Envíalo de nuevo.',
  'auth/captcha-check-failed': 'La comprobación de seguridad falló. Inténtalo de nuevo.',
  'auth/quota-exceeded': 'Cupo insuficiente. Contacta con atención al cliente.',
  'auth/operation-not-allowed': 'Función no habilitada. Contacta con atención al cliente.',
  'auth/popup-closed-by-user': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  phone_token_invalid: 'No se pudo confirmar el número. Envía un código nuevo.',
  phone_provider_unavailable: 'La verificación por teléfono no está disponible ahora. Inténtalo más tarde.',
  bind_customer_required: 'Ninguna cuenta usa este número. Regístrate para vincularlo.',
};
