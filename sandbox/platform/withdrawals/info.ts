import type { WithdrawInfo } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { toAmount } from '../ledger';
import { brandDayStart } from '../cashier';
import { paymentPasswordState, payoutList } from '../security-centre';
import { countMadeSince } from './repository';
import { autoReceiveMinutes, withdrawSettings } from './settings';
import { moneyOutOf } from './turnover';

/** The fee in percent as the form shows it (100 bps: 1). */
const bpsToPercent = (bps: number) => bps / 100;

/** Everything the withdraw form needs, read fresh (the balance too: the form decides on it). */
export async function withdrawInfo(sandbox: Sandbox, accountId: number): Promise<WithdrawInfo> {
  const { db } = sandbox;
  const settings = await withdrawSettings(sandbox);
  const [currency, out, used, password, payouts, minutes] = await Promise.all([
    sandbox.settings.get('currency'),
    moneyOutOf(sandbox, db, accountId),
    countMadeSince(db, accountId, brandDayStart(sandbox.now())),
    paymentPasswordState(sandbox, accountId),
    payoutList(db, accountId),
    autoReceiveMinutes(sandbox),
  ]);
  return {
    currency,
    balance: toAmount(out.balanceMinor),
    minAmount: toAmount(settings.minMinor),
    maxAmount: toAmount(settings.maxMinor),
    feePercent: bpsToPercent(settings.feeBps),
    minFee: toAmount(settings.minFeeMinor),
    dailyCount: { used, max: settings.dailyMax },
    turnover: out.turnover,
    wagering: out.wagering,
    hasPaymentPassword: password.hasPaymentPassword,
    paymentPasswordLockedUntil: password.lockedUntil,
    accounts: payouts.accounts,
    autoReceiveMinutes: minutes,
  };
}
