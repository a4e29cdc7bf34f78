import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';

/*
 * Spanish: the safer-gambling refusals a player can meet outside the Safer gambling page too
 * (logging in, depositing, opening a game, registering, a session that ends). They merge into
 * `errors.` with each part that needs them (auth, centres, games, protection), not into core:
 * the runtime stays within its budget. Figures come from the refusal's `value`.
 */
const GMT8 = `datetime(dateStyle: long; timeStyle: short; timeZone: ${PLATFORM_TIME_ZONE})`;
const MONEY = 'number(minimumFractionDigits: 2; maximumFractionDigits: 2)';

export const saferErrors = {
  deposit_limit_exceeded: `Este depósito supera tu límite de depósito $t(errors.limitPeriods.{{value.period}}). Aún puedes depositar {{value.remaining, ${MONEY}}}.`,
  loss_limit_exceeded:
    'Has llegado a tu límite de pérdidas $t(errors.limitPeriods.{{value.period}}). Podrás volver a jugar cuando empiece el siguiente periodo.',
  limit_confirm_too_early: `Aún no puedes confirmar este cambio: podrás a partir del {{value.effectiveAt, ${GMT8}}} (GMT+8).`,
  account_excluded: `Tu cuenta está cerrada al juego hasta el {{value.until, ${GMT8}}} (GMT+8), como pediste. No se puede reabrir antes.`,
  age_confirmation_required: 'Confirma tu edad para registrarte.',
  session_limit_reached:
    'Has llegado a tu límite de sesión y la sesión se ha cerrado. Tómate un descanso antes de volver.',
  limitPeriods: { day: 'diario', week: 'semanal', month: 'mensual' },
};
