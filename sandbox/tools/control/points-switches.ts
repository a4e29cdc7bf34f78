import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import { PointsConfig, PointsRedeem, PointsReward } from '@sdk/contract/entities/points';
import { setSetting } from '../../platform/brand';
import { badRequest, notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { exactMinor, setSystemBalance, systemBalanceOf, toAmount } from '../../platform/ledger';
import {
  bookBalances,
  configView,
  decideRedeem,
  memberPoints,
  pendingPoints,
  redeemView,
  rewardView,
  setStock,
} from '../../platform/points';
import { PROMOTIONS_BUDGET_REFERENCE } from '../seed/points-mall';
import { accountIdOf } from './repository';

/**
 * The point mall's back office, which a real platform's operator runs: approve or reject a redeem
 * (a rejected one gives its points and stock back), restock a reward, change the points rules and
 * the promotions budget conversions are paid from; and a readout of a member's points and the book.
 */

/** Path ids arrive as text (the switches' bodies are JSON, so no conversion happens). */
const PathId = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Amount = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1_000_000_000,
  description: 'At most two decimals',
});

const PointsRulesChange = Type.Object(
  {
    validBetPerPoint: Type.Optional(Amount),
    convertPoints: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    convertAmount: Type.Optional(Amount),
    minConvertPoints: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
    maxConvertPoints: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  },
  { additionalProperties: false },
);

const PointsReadout = Type.Object({
  username: Type.String(),
  points: Type.Integer(),
  pending: Type.Integer(),
  /** The book's own accounts: issued is minus every point earned and not reversed. */
  book: Type.Record(Type.String(), Type.Integer()),
  promotionsBudget: Type.Number(),
});

export const pointsSwitchEndpoints = {
  points: defineEndpoint({
    name: 'points',
    method: 'GET',
    path: '/sandbox/points',
    tag: 'sandbox',
    summary:
      "A member's points and those their redeems hold, the points book's own accounts, the promotions budget",
    request: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: PointsReadout,
  }),
  approveRedeem: defineEndpoint({
    name: 'approveRedeem',
    method: 'POST',
    path: '/sandbox/points/redeems/:id/approve',
    tag: 'sandbox',
    summary:
      'The operator approves a redeem in process: its points are spent (a decided redeem stays as it is)',
    request: Type.Object({ id: PathId }),
    response: PointsRedeem,
  }),
  rejectRedeem: defineEndpoint({
    name: 'rejectRedeem',
    method: 'POST',
    path: '/sandbox/points/redeems/:id/reject',
    tag: 'sandbox',
    summary:
      'The operator rejects a redeem in process with a reason the member sees: its points and stock come back ' +
      'once (a decided redeem stays as it is)',
    request: Type.Object({
      id: PathId,
      reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    }),
    response: PointsRedeem,
  }),
  restockReward: defineEndpoint({
    name: 'restockReward',
    method: 'POST',
    path: '/sandbox/points/rewards/:id/stock',
    tag: 'sandbox',
    summary: "Sets a reward's stock (0: out of stock)",
    request: Type.Object({ id: PathId, stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }),
    response: PointsReward,
  }),
  setPointsRules: defineEndpoint({
    name: 'setPointsRules',
    method: 'POST',
    path: '/sandbox/points/config',
    tag: 'sandbox',
    summary:
      'Changes the points rules (amounts decimal): the valid bet a point costs (rounds settled from now on), the ' +
      "conversion's step, its pay, minimum and maximum. Answers the rules as pointsConfig does",
    request: PointsRulesChange,
    response: PointsConfig,
  }),
  setPromotionsBudget: defineEndpoint({
    name: 'setPromotionsBudget',
    method: 'POST',
    path: '/sandbox/points/budget',
    tag: 'sandbox',
    summary:
      'Sets the promotions budget conversions are paid from, moving the difference from or to the house through ' +
      'the ledger (0: conversions are refused with points_convert_unavailable)',
    request: Type.Object({ amount: Type.Number({ minimum: 0, maximum: 1_000_000_000 }) }),
    response: Type.Object({ promotionsBudget: Type.Number() }),
  }),
} as const;

type PointsSwitchEndpoints = typeof pointsSwitchEndpoints;

/** Minor units of a decimal the switch was sent, or a refusal naming the field. */
function minorOf(field: string, amount: number): number {
  const minor = exactMinor(amount);
  if (minor === undefined || minor < 1)
    throw badRequest(`Invalid field ${field}: at most two decimals`, { field });
  return minor;
}

async function decided(answer: ReturnType<typeof decideRedeem>, id: string) {
  const row = await answer;
  if (!row) throw notFound(`No redeem ${id}`);
  return redeemView(row, 'EN');
}

export const pointsSwitches: HandlersOf<PointsSwitchEndpoints> = {
  async points({ username }, { sandbox }) {
    const { db } = sandbox;
    const account = await accountIdOf(db, username);
    if (!account) throw notFound('No such account');
    const [points, pending, book, budget] = await Promise.all([
      memberPoints(db, account.id),
      pendingPoints(db, account.id),
      bookBalances(db),
      systemBalanceOf(db, 'promotions'),
    ]);
    return {
      username,
      points,
      pending,
      book: Object.fromEntries(book.map((a) => [a.kind, a.balance])),
      promotionsBudget: toAmount(budget),
    };
  },

  approveRedeem: ({ id }, { sandbox }) => decided(decideRedeem(sandbox, Number(id), 'approve'), id),

  rejectRedeem: ({ id, reason }, { sandbox }) =>
    decided(decideRedeem(sandbox, Number(id), 'reject', reason), id),

  async restockReward({ id, stock }, { sandbox }) {
    const row = await setStock(sandbox.db, Number(id), stock);
    if (!row) throw notFound(`No reward ${id}`);
    return rewardView(row, 'EN');
  },

  async setPointsRules(change, { sandbox }) {
    const rules = { ...(await sandbox.settings.get('points')) };
    if (change.validBetPerPoint !== undefined)
      rules.validBetPerPoint = minorOf('validBetPerPoint', change.validBetPerPoint);
    if (change.convertAmount !== undefined)
      rules.convertMinor = minorOf('convertAmount', change.convertAmount);
    if (change.convertPoints !== undefined) rules.convertPoints = change.convertPoints;
    if (change.minConvertPoints !== undefined) rules.minConvertPoints = change.minConvertPoints;
    if (change.maxConvertPoints !== undefined) rules.maxConvertPoints = change.maxConvertPoints;
    if (rules.minConvertPoints > rules.maxConvertPoints)
      throw badRequest('The minimum conversion is more than the maximum', { field: 'minConvertPoints' });
    await setSetting(sandbox.db, 'points', rules);
    sandbox.settings.invalidate();
    return configView(sandbox);
  },

  async setPromotionsBudget({ amount }, { sandbox }) {
    const minor = exactMinor(amount);
    if (minor === undefined)
      throw badRequest('Invalid field amount: at most two decimals', { field: 'amount' });
    await sandbox.db.transaction((tx) =>
      setSystemBalance(tx, 'promotions', minor, PROMOTIONS_BUDGET_REFERENCE),
    );
    return { promotionsBudget: toAmount(await systemBalanceOf(sandbox.db, 'promotions')) };
  },
};
