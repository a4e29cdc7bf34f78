import type { DepositBonus, DepositMethod } from '@sdk/contract';
import { platformDayStart } from '@sdk/shared-rules/date-range';
import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { toAmount } from '../ledger';
import type { DepositBonusSetting, DepositMethodSetting, DepositSettings } from './deposit-settings';
import { bonusTaken, hasPaidOrder } from './repository';

export type { DepositBonusSetting, DepositMethodSetting };

/** The brand's deposit methods and bonuses. */
export const depositSettings = (sandbox: Sandbox): Promise<DepositSettings> =>
  sandbox.settings.get('deposit');

/** How long after its creation the simulator pays an order; null: never by itself. */
export const autoSettleDelay = (sandbox: Sandbox): Promise<number | null> =>
  sandbox.settings.get('depositAutoSettleMs');

export const methodView = (m: DepositMethodSetting): DepositMethod => ({
  id: m.id,
  kind: m.kind,
  name: m.name,
  minAmount: toAmount(m.minMinor),
  maxAmount: toAmount(m.maxMinor),
  presets: m.presetsMinor.map(toAmount),
  expiresInMinutes: m.expiresInMinutes,
});

export const bonusView = (b: DepositBonusSetting): DepositBonus => ({
  id: b.id,
  name: b.name,
  percent: b.percent,
  maxBonus: toAmount(b.maxMinor),
  turnoverMultiple: b.turnoverMultiple,
});

/** The portal's clock is GMT+8 (SPEC §2), so a "daily" bonus follows that day. */
export const brandDayStart = (now: Date) => new Date(platformDayStart(now.getTime()));

/**
 * Whether the member may choose `bonus` for a new order now. The first-deposit bonus: no paid
 * deposit yet and no order waiting with it; the daily reload: a deposit paid before, and no order
 * with it paid or waiting since the start of today.
 */
export async function bonusEligible(
  db: Queryable,
  accountId: number,
  bonus: DepositBonusSetting,
  now: Date,
): Promise<boolean> {
  const paidBefore = await hasPaidOrder(db, accountId);
  if (bonus.rule === 'first') return !paidBefore && !(await bonusTaken(db, accountId, bonus.id, new Date(0)));
  return paidBefore && !(await bonusTaken(db, accountId, bonus.id, brandDayStart(now)));
}

/** The bonus an amount earns: the percent of it, rounded down to the cent, at most the cap. */
export const bonusMinor = (bonus: DepositBonusSetting, amountMinor: number) =>
  Math.min(Math.floor((amountMinor * bonus.percent) / 100), bonus.maxMinor);
