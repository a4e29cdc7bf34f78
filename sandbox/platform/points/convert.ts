import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { Fault } from '../../core/http/fault';
import { twinOr } from '../../core/http/twin-request';
import { lockedBalanceOf, systemBalanceOf } from '../ledger';
import { requirePaymentPassword } from '../security-centre';
import { convertQuote } from '@sdk/shared-rules/points-rules';
import { movePoints } from './book';
import { conversionByRequest, insertConversion, type ConversionRow } from './conversions-repository';
import { convertInvalid, convertUnavailable, idempotencyConflict, pointsInsufficient } from './faults';
import { lockMember, lockMemberPoints, memberPoints } from './repository';
import { pointsRules } from './settings';

export interface ConvertRequest {
  requestId: string;
  points: number;
  paymentPassword: string;
}

/** The same conversion sent again: the same points under the member's request id. */
function replayOf(row: ConversionRow, request: ConvertRequest): ConversionRow {
  if (row.points !== request.points) throw idempotencyConflict();
  return row;
}

/** The promotions budget cannot pay: the ledger refused to take it below zero. */
const budgetShort = (error: unknown) => error instanceof Fault && error.errorCode === 'insufficient_balance';

/**
 * Converts points into the main wallet at the brand's rate (sdk/shared-rules/points-rules.ts
 * convertQuote), in one transaction: the money from the operator's promotions budget through the
 * ledger (key `points-convert:<id>`), the points out of the member's account into the book's
 * `converted` (the same key). Refusals that need no secret come before the payment password; the
 * password is checked outside the transaction. Inside, the account row, then the wallet, then the
 * points are locked: money before points, in the order a round's settlement takes them.
 */
export async function convert(
  sandbox: Sandbox,
  accountId: number,
  request: ConvertRequest,
): Promise<ConversionRow> {
  const { db } = sandbox;
  const previous = await conversionByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, request);
  const rules = await pointsRules(sandbox);
  const quote = convertQuote(request.points, rules);
  if (!quote.ok) throw convertInvalid(quote.reason, rules);
  const points = await memberPoints(db, accountId);
  const twin = () => conversionByRequest(db, accountId, request.requestId);
  if (request.points > points)
    return replayOf(await twinOr(pointsInsufficient(points, request.points), twin), request);
  if (quote.creditedMinor > (await systemBalanceOf(db, 'promotions'))) throw convertUnavailable();

  await requirePaymentPassword(sandbox, accountId, request.paymentPassword);

  const done = db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    await lockedBalanceOf(tx, accountId);
    const held = await lockMemberPoints(tx, accountId);
    const again = await conversionByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, request);
    if (request.points > held.balance) throw pointsInsufficient(held.balance, request.points);
    const row = await insertConversion(tx, {
      account_id: accountId,
      request_id: request.requestId,
      points: request.points,
      credited: quote.creditedMinor,
      created_at: sandbox.now(),
    });
    const key = `points-convert:${row.id}`;
    await creditReward(sandbox, tx, {
      accountId,
      amountMinor: quote.creditedMinor,
      key,
      kind: 'points_convert',
      reference: key,
    }).catch((error: unknown) => {
      throw budgetShort(error) ? convertUnavailable() : error;
    });
    await movePoints(tx, {
      key,
      kind: 'convert',
      reference: key,
      from: { member: accountId },
      to: 'converted',
      points: request.points,
    });
    return row;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}
