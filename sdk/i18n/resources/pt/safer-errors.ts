import type { DeepText } from '../deep-text';
import type { saferErrors as es } from '../es/safer-errors';
import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/* Portuguese: the safer-gambling refusals met outside the Safer gambling page (see es/safer-errors.ts). */
const GMT8 = `datetime(dateStyle: long; timeStyle: short; timeZone: ${PLATFORM_TIME_ZONE})`;
const MONEY = 'number(minimumFractionDigits: 2; maximumFractionDigits: 2)';

export const saferErrors: DeepText<typeof es> = {
  deposit_limit_exceeded: `Este depósito ultrapassa seu limite de depósito $t(errors.limitPeriods.{{value.period}}). Você ainda pode depositar {{value.remaining, ${MONEY}}}.`,
  loss_limit_exceeded:
    'Você atingiu seu limite de perdas $t(errors.limitPeriods.{{value.period}}). Poderá jogar de novo quando o próximo período começar.',
  limit_confirm_too_early: `Você ainda não pode confirmar esta alteração: poderá a partir de {{value.effectiveAt, ${GMT8}}} (GMT+8).`,
  account_excluded: `Sua conta está fechada para jogo até {{value.until, ${GMT8}}} (GMT+8), como você pediu. Não pode ser reaberta antes.`,
  age_confirmation_required: 'Confirme sua idade para se cadastrar.',
  session_limit_reached:
    'Você atingiu seu limite de sessão e a sessão foi encerrada. Faça uma pausa antes de voltar.',
  limitPeriods: { day: 'diário', week: 'semanal', month: 'mensal' },
};
