import { setSetting } from '../../platform/brand';
import { allLiveRoundIds, rollbackRound } from '../../platform/rounds';
import type { HandlersOf } from '../../core/http/handler';
import { MAIN_WALLET, setMainBalance, toMinor } from '../../platform/ledger';
import { ACCOUNTS } from '../seed/accounts';
import { clearPhoneProvider } from './phone-provider-switches';
import { BRAND_SETTINGS, REGISTER_RULES, WHITELABEL } from '../seed/brand';
import type { ControlEndpoints } from './endpoints';
import {
  deleteNoticesAfter,
  demoAccounts,
  endVendorMaintenance,
  forgetFavorites,
  resetFlag,
  resetRegisterRule,
  restoreDemoPasswords,
} from './repository';
import { SWITCHABLE } from './scenario-switches';
import { forgetSecurityCentre } from '../../platform/security-centre';
import { resetDeposits } from './deposit-switches';
import { resetWithdrawals } from './withdraw-switches';
import { autoTransferFor } from '../../platform/transfers';
import { DEMO_PARTNER, resetPartnerWallets, setPartnerOrigins } from '../../platform/partners';
import { endAllContracts } from '../../platform/agent-contracts';
import { resetDomains } from './domain-switches';
import { forgetAllProtection } from '../../platform/safer-gambling';
import { setClockOffset } from './clock-switches';
import { resetPointsMall } from '../../platform/points';
import {
  POINTS_SETTINGS,
  PROMOTIONS_BUDGET_MINOR,
  PROMOTIONS_BUDGET_REFERENCE,
  REWARDS,
} from '../seed/points-mall';
import { resetMessagesAndFeedback } from './message-switches';
import { wallNow } from '../../core/clock/clock';
import { forgetPromotionsOf } from '../../platform/promotions';

/** Notices the seed makes; anything above was added through /sandbox/notices and goes at reset. */
export const SEEDED_NOTICES = 30;

/**
 * Puts every switch back to the seed's value and forgets rate-limit counters. The demo accounts
 * get their passwords and balances back (open rounds refunded first, the balance moved back
 * through the ledger) and lose the favourites, payment password and payout accounts a demo gave them.
 * Partners keep their money at the platform again (a seamless round still open is refunded at the
 * partner first, like any other), and the demo partner its CROUPIER_PARTNER_ORIGINS when set. Agent contracts end (their history stays). Every member's
 * safer-gambling limits, exclusions and their history are forgotten, the demo accounts' platform
 * messages go back to the seed's and their feedback is forgotten, and the clock switch's offset
 * goes back to zero. The demo vendor's secrets (vendor_secrets) stay, as the partner's secret does:
 * they are this machine's configuration, not a demo's state; the open bets they committed are
 * refunded above, and the running vendor holds its key in memory, so a new one would only take
 * effect at the next start and then refund the bets placed in between.
 */
export const reset: HandlersOf<ControlEndpoints>['reset'] = async (_input, { sandbox }) => {
  const { db } = sandbox;
  for (const round of await allLiveRoundIds(db)) await rollbackRound(sandbox, round.id);
  const demo = await demoAccounts(db);
  await db.transaction(async (tx) => {
    // First, so that a settle racing the reset waits on the order rows before any wallet is locked.
    await resetDeposits(
      tx,
      demo.map((a) => a.id),
    );
    // Then withdrawals: a processing order's money goes back to its wallet before the balance is set.
    await resetWithdrawals(
      tx,
      demo.map((a) => a.id),
    );
    for (const account of demo) {
      const seed = ACCOUNTS.find((a) => a.username === account.username);
      // Accounts nobody logs in to (downlines) keep the history the seed played on them.
      if (!seed?.password) continue;
      // Vendor wallets empty into the main one first, so the seed's balance is all there is.
      await autoTransferFor(tx, account.id, MAIN_WALLET, sandbox.now());
      await setMainBalance(tx, account.id, toMinor(seed.balance), 'Sandbox reset');
    }
    await forgetFavorites(
      tx,
      demo.map((a) => a.id),
    );
    for (const key of [...SWITCHABLE, 'status'] as (keyof typeof BRAND_SETTINGS)[]) {
      await setSetting(tx, key, BRAND_SETTINGS[key]);
    }
    for (const [modId, , enabled] of WHITELABEL) await resetFlag(tx, modId, enabled);
    await restoreDemoPasswords(tx);
    await forgetSecurityCentre(
      tx,
      demo.map((a) => a.id),
      sandbox.now(),
    );
    for (const type of ['username', 'mobile'] as const) {
      for (const rule of REGISTER_RULES[type]) await resetRegisterRule(tx, type, rule);
    }
    await endVendorMaintenance(tx);
    await resetPartnerWallets(tx);
    // Origins set by a switch go back to CROUPIER_PARTNER_ORIGINS; without it, they are this
    // machine's partner configuration, like the partner's secret, and stay.
    const startOrigins = sandbox.config.partner?.origins;
    if (startOrigins) await setPartnerOrigins(tx, DEMO_PARTNER, startOrigins);
    await endAllContracts(tx, sandbox.now());
    await resetDomains(tx, sandbox);
    await deleteNoticesAfter(tx, SEEDED_NOTICES);
    // Every member's, not only the demo accounts': a time-out taken in a demo must not lock an
    // account out of the next one.
    await forgetAllProtection(tx);
    // Dated by the wall clock: the clock switch goes back to it below.
    await resetMessagesAndFeedback(tx, demo, wallNow(sandbox));
    // Their sign-ups, claims, raffle draws and comments: a demo can claim the welcome gift again.
    await forgetPromotionsOf(
      tx,
      demo.map((a) => a.id),
    );
  });
  // Its own transactions: they lock points and money apart, never both at once.
  await resetPointsMall(sandbox, {
    rules: POINTS_SETTINGS,
    rewards: REWARDS,
    budgetMinor: PROMOTIONS_BUDGET_MINOR,
    budgetReference: PROMOTIONS_BUDGET_REFERENCE,
  });
  // Last: the steps above date their rows on the clock the demo left them at.
  await setClockOffset(sandbox, 0);
  sandbox.settings.invalidate();
  await sandbox.partnerOrigins.reload();
  await sandbox.brandDomains.reload();
  // Cached sessions carry their member's session limit, which the reset forgot.
  sandbox.sessionCache.clear();
  sandbox.balances.invalidate(demo.map((a) => a.id));
  sandbox.faults.failNextSettlement = false;
  await clearPhoneProvider(sandbox);
  for (const limiter of Object.values(sandbox.limits)) limiter.clear();
  sandbox.unknownLoginFailures.clear();
  return null;
};
