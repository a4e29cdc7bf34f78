import { creditReward } from '../../platform/wagering';
import { randomUUID } from 'node:crypto';
import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import type { HandlersOf } from '../../core/http/handler';
import { badRequest, notFound } from '../../core/http/fault';
import { exactMinor } from '../../platform/ledger';
import { accountIdOf } from './repository';

/**
 * The operator grants a bonus by hand, as a back office does (a goodwill bonus, a prize paid
 * outside a promotion): money from the promotions budget to the member's wallet through the
 * ledger, under the kind given. The bonusDetails page then lists it with its turnover.
 */
export const bonusSwitchEndpoints = {
  creditBonus: defineEndpoint({
    name: 'creditBonus',
    method: 'POST',
    path: '/sandbox/bonuses/credit',
    tag: 'sandbox',
    summary:
      'Pays a member a bonus from the promotions budget through the ledger, under `kind` (default ' +
      'promotion_bonus); answers the movement id. Refused (409 insufficient_balance) when the budget is short',
    request: Type.Object({
      username: Type.String({ minLength: 1, maxLength: 64 }),
      amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
      kind: Type.Optional(Type.String({ pattern: '^[a-z][a-z_]{0,39}$', default: 'promotion_bonus' })),
    }),
    response: Type.Object({ transactionId: Type.Integer(), kind: Type.String() }),
  }),
} as const;

export const bonusSwitches: Pick<HandlersOf<typeof bonusSwitchEndpoints>, 'creditBonus'> = {
  async creditBonus({ username, amount, kind = 'promotion_bonus' }, { sandbox }) {
    const account = await accountIdOf(sandbox.db, username);
    if (!account) throw notFound(`No account ${username}`);
    const amountMinor = exactMinor(amount);
    if (amountMinor === undefined)
      throw badRequest('The amount has at most two decimals', { field: 'amount' });
    const key = `manual-bonus:${randomUUID()}`;
    const posted = await sandbox.db
      .transaction((tx) =>
        creditReward(sandbox, tx, {
          accountId: account.id,
          amountMinor,
          key,
          kind,
          reference: key,
        }),
      )
      .finally(() => sandbox.balances.invalidate([account.id]));
    return { transactionId: posted.transactionId, kind };
  },
};
