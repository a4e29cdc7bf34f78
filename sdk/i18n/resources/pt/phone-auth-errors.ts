import type { phoneAuthErrors as es } from '../es/phone-auth-errors';

/* Portuguese: SPEC §8's phone-authentication messages (see es/phone-auth-errors.ts). */
export const phoneAuthErrors: Record<keyof typeof es, string> = {
  'auth/invalid-phone-number': 'O formato do número de telefone não é válido.',
  'auth/missing-phone-number': 'Introduza um número de telefone válido.',
  'auth/too-many-requests': 'Demasiados pedidos. Tente novamente dentro de 5 minutos.',
  'auth/unknown': 'Ocorreu um erro desconhecido.',
  'auth/invalid-verification-code': 'O código de verificação não é válido.',
  'auth/missing-verification-code': 'Falta o código de verificação.',
  'auth/code-expired': 'O código de verificação expirou. Envie-o novamente.',
  'auth/captcha-check-failed': 'A verificação de segurança falhou. Tente novamente.',
  'auth/quota-exceeded': 'Quota insuficiente. Contacte o apoio ao cliente.',
  'auth/operation-not-allowed': 'Função não ativada. Contacte o apoio ao cliente.',
  'auth/popup-closed-by-user': 'Não foi possível iniciar sessão. Tente novamente.',
  phone_token_invalid: 'Não foi possível confirmar o número. Envie um código novo.',
  phone_provider_unavailable: 'A verificação por telefone não está disponível agora. Tente mais tarde.',
  bind_customer_required: 'Nenhuma conta usa este número. Registe-se para o associar.',
};
