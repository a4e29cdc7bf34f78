import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * The callbacks the platform sends to `<wallet URL>/<action>`, as JSON bodies. Amounts are
 * integers in minor units; `id` is the idempotency id (`round:<id>:bet|win|rollback`), applied once.
 */
const Id = Type.String({ minLength: 1, maxLength: 120 });
const Player = Type.String({ minLength: 1, maxLength: 120 });
const Amount = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Currency = Type.String({ pattern: '^[A-Z]{3,5}$' });
const RoundId = Type.Integer({ minimum: 1 });

export const BalanceRequest = Type.Object({
  action: Type.Literal('balance'),
  player: Player,
  currency: Currency,
});

export const DebitRequest = Type.Object({
  action: Type.Literal('debit'),
  id: Id,
  player: Player,
  amount: Amount,
  currency: Currency,
  roundId: RoundId,
});

/** A win of a round whose stake `debitId` took. */
export const CreditRequest = Type.Object({
  action: Type.Literal('credit'),
  id: Id,
  player: Player,
  amount: Amount,
  currency: Currency,
  roundId: RoundId,
  debitId: Id,
});

/** The stake of `originalId` given back, whether or not that debit ever arrived. */
export const RollbackRequest = Type.Object({
  action: Type.Literal('rollback'),
  id: Id,
  player: Player,
  amount: Amount,
  currency: Currency,
  roundId: RoundId,
  originalId: Id,
});

export type DebitRequest = Static<typeof DebitRequest>;
export type CreditRequest = Static<typeof CreditRequest>;
export type RollbackRequest = Static<typeof RollbackRequest>;
export type MoneyRequest = DebitRequest | CreditRequest | RollbackRequest;
export type BalanceRequest = Static<typeof BalanceRequest>;
export type WalletRequest = MoneyRequest | BalanceRequest;
export type WalletAction = WalletRequest['action'];

const SCHEMAS = {
  balance: BalanceRequest,
  debit: DebitRequest,
  credit: CreditRequest,
  rollback: RollbackRequest,
};

export const isWalletAction = (action: string): action is WalletAction => Object.hasOwn(SCHEMAS, action);

/** The body as a request of `action`, or undefined when it is not one (extra fields are allowed). */
export function parseCallback(action: WalletAction, body: unknown): WalletRequest | undefined {
  return Value.Check(SCHEMAS[action], body) ? (body as WalletRequest) : undefined;
}

/** What a replay of an id must repeat exactly. */
export function fingerprintOf(request: MoneyRequest): string {
  const original =
    request.action === 'credit' ? request.debitId : request.action === 'rollback' ? request.originalId : '';
  return JSON.stringify([
    request.action,
    request.player,
    request.amount,
    request.currency,
    request.roundId,
    original,
  ]);
}

/** The answers: 200 `{ status: 'ok', balance, reference }`, or 4xx `{ status: 'error', error }`. */
export type WalletAnswer =
  | { httpStatus: 200; body: { status: 'ok'; balance: number; reference?: string } }
  | { httpStatus: 400 | 401 | 404 | 409; body: { status: 'error'; error: string } };

export const ok = (balance: number, reference?: string): WalletAnswer => ({
  httpStatus: 200,
  body: { status: 'ok', balance, ...(reference ? { reference } : {}) },
});

export const refuse = (httpStatus: 400 | 401 | 404 | 409, error: string): WalletAnswer => ({
  httpStatus,
  body: { status: 'error', error },
});
