import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { transfer, type Posted } from '../ledger';
import { insertRequirement } from './repository';
import { getSetting } from '../brand';

const DAY_MS = 86_400_000;

/**
 * The brand's rollover for a kind of reward; a kind it does not name asks for its amount once.
 * Read in the caller's transaction (on PGlite the one connection is the transaction's until it ends).
 */
export async function rolloverFor(tx: Queryable, kind: string): Promise<number> {
  const { rollover } = await getSetting(tx, 'wagering');
  return Object.prototype.hasOwnProperty.call(rollover, kind)
    ? (rollover as Record<string, number>)[kind]!
    : 1;
}

export interface RewardCredit {
  readonly accountId: number;
  readonly amountMinor: number;
  /** The ledger kind: promotion_bonus, raffle_prize, mission_reward, referral_bonus, ... */
  readonly kind: string;
  /** The movement's idempotency key; the requirement is keyed by it too. */
  readonly key: string;
  readonly reference?: string;
}

/**
 * Pays a reward from the promotions budget into the member's main wallet and records the wagering
 * it carries, in the caller's transaction: the reward locks its amount until the member has made
 * `amount × rollover` of valid bets (the brand's rollover for its kind; 0: locks nothing). The only
 * way reward money reaches a wallet: a replayed key moves nothing and records nothing new.
 */
export async function creditReward(sandbox: Sandbox, tx: Queryable, credit: RewardCredit): Promise<Posted> {
  const posted = await transfer(tx, {
    from: 'promotions',
    to: { walletOf: credit.accountId },
    amountMinor: credit.amountMinor,
    key: credit.key,
    kind: credit.kind,
    reference: credit.reference,
  });
  const rollover = await rolloverFor(tx, credit.kind);
  await recordWagering(sandbox, tx, {
    accountId: credit.accountId,
    source: credit.key,
    kind: credit.kind,
    amountMinor: credit.amountMinor,
    lockedMinor: rollover > 0 ? credit.amountMinor : 0,
    requiredMinor: Math.round(credit.amountMinor * rollover),
  });
  return posted;
}

/**
 * Records the wagering of a credit paid by the caller (a deposit's bonus: the cashier pays it, and
 * it locks the deposit with it), from now until the brand's days to wager it have passed.
 */
export async function recordWagering(
  sandbox: Sandbox,
  tx: Queryable,
  requirement: {
    accountId: number;
    source: string;
    kind: string;
    amountMinor: number;
    lockedMinor: number;
    requiredMinor: number;
  },
) {
  const { validDays } = await getSetting(tx, 'wagering');
  const at = sandbox.now();
  await insertRequirement(tx, {
    ...requirement,
    lockedMinor: requirement.requiredMinor > 0 ? requirement.lockedMinor : 0,
    at,
    expiresAt: new Date(at.getTime() + validDays * DAY_MS),
  });
}
