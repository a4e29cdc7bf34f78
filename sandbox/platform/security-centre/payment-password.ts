import type { RequestContext, Sandbox } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { hashPassword, verifyPassword } from '../../core/ciphers/password';
import { spendSmsCode } from '../sms-codes';
import { paymentPasswordError } from '@sdk/shared-rules/payment-password';
import {
  clearPaymentGuesses,
  returnPaymentGuess,
  countPaymentGuess,
  findPaymentPassword,
  findProfile,
  insertPaymentPassword,
  replacePaymentPassword,
} from './repository';

/** Wrong payment passwords in a row that lock it, and for how long. */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

export const paymentPasswordRequired = () =>
  new Fault(403, 'payment_password_required', 'Please set a payment password first');

const locked = (until: Date | null) =>
  new Fault(423, 'payment_password_locked', 'Too many wrong payment passwords, please try again later', {
    lockedUntil: until ? new Date(until).getTime() : null,
  });

/**
 * Checks a payment password for another domain's call (a payout account, a withdrawal) and throws
 * when it is not the member's. It takes the sandbox, not a transaction, on purpose: each guess is
 * counted by its own statement that commits at once (a rollback cannot give a guess back), and
 * the slow hash never holds a transaction open. Call it first, then open the transaction.
 *
 * The guess is counted before it is compared, so however many arrive at once, at most five of a
 * run are ever compared; the fifth locks for 15 minutes until proven right, and while locked even
 * the right password is refused (`payment_password_locked`, `value.lockedUntil` in epoch ms).
 */
export async function verifyPaymentPassword(
  sandbox: Sandbox,
  accountId: number,
  candidate: string,
  field = 'paymentPassword',
): Promise<void> {
  const now = sandbox.now();
  const guess = await countPaymentGuess(sandbox.db, accountId, {
    now,
    maxAttempts: PAYMENT_PASSWORD_MAX_ATTEMPTS,
    lockUntil: new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000),
  });
  if (!guess) {
    const current = await findPaymentPassword(sandbox.db, accountId);
    throw current ? locked(current.locked_until) : paymentPasswordRequired();
  }
  // Text that is not six digits cannot be it: the hash is spared, the guess still counts. A check
  // the busy server sheds (503 server_busy) compared nothing, so it counts for nothing.
  const right =
    paymentPasswordError(candidate) !== 'format' &&
    (await verifyPassword(candidate, guess.hash).catch(async (error: unknown) => {
      await returnPaymentGuess(sandbox.db, accountId, PAYMENT_PASSWORD_MAX_ATTEMPTS);
      throw error;
    }));
  if (right) return clearPaymentGuesses(sandbox.db, accountId);
  if (guess.attempts >= PAYMENT_PASSWORD_MAX_ATTEMPTS) throw locked(guess.locked_until);
  throw new Fault(400, 'payment_password_incorrect', 'The payment password is not correct', {
    field,
    attemptsLeft: PAYMENT_PASSWORD_MAX_ATTEMPTS - guess.attempts,
  });
}

/** A call guarded by the payment password: the member must have one, and must type it. */
export async function requirePaymentPassword(sandbox: Sandbox, accountId: number, typed: string | undefined) {
  if (!(await findPaymentPassword(sandbox.db, accountId))) throw paymentPasswordRequired();
  if (typed === undefined)
    throw new Fault(400, 'field_invalid', 'Enter the payment password', { field: 'paymentPassword' });
  await verifyPaymentPassword(sandbox, accountId, typed);
}

/** The rule of a new payment password, with the field the form marks. */
function checkNewPaymentPassword(value: string) {
  const error = paymentPasswordError(value);
  if (error === 'format')
    throw new Fault(400, 'payment_password_format', 'The payment password is 6 digits', {
      field: 'newPassword',
    });
  if (error === 'trivial')
    throw new Fault(400, 'payment_password_trivial', 'That payment password is too easy to guess', {
      field: 'newPassword',
    });
}

export const mobileNotBound = () =>
  new Fault(400, 'mobile_not_bound', 'No mobile number is bound to this account');

const proofRequired = () =>
  new Fault(400, 'field_invalid', 'Enter the current payment password or an SMS code', {
    field: 'oldPassword',
  });

/**
 * What a change must show: a code sent to the bound mobile (it works when the old password is
 * forgotten, and lifts a lock), or the current payment password (counted like every guess).
 */
async function proveChange(
  ctx: RequestContext,
  accountId: number,
  proof: { oldPassword?: string; smsCode?: string },
) {
  const { sandbox } = ctx;
  if (proof.smsCode !== undefined) {
    const profile = await findProfile(sandbox.db, accountId);
    if (!profile?.mobile || !profile.dialing_code) throw mobileNotBound();
    const to = { dialing: profile.dialing_code, mobile: profile.mobile };
    return spendSmsCode(sandbox.db, to, 'payment_password', proof.smsCode, sandbox.now());
  }
  if (proof.oldPassword !== undefined)
    return verifyPaymentPassword(sandbox, accountId, proof.oldPassword, 'oldPassword');
  throw proofRequired();
}

export interface PaymentPasswordChange {
  requestId?: string;
  newPassword: string;
  oldPassword?: string;
  smsCode?: string;
}

/**
 * Sets or changes the payment password. The first one needs nothing else (the session proved
 * who is asking); once one exists, a change needs proof. Hashes are made outside any transaction.
 */
export async function setPaymentPassword(
  ctx: RequestContext,
  accountId: number,
  change: PaymentPasswordChange,
) {
  const { sandbox } = ctx;
  // Each try costs a password hash or two: a session cannot spend the server's hashing on a flood.
  const verdict = sandbox.limits.passwordChangeByAccount.hit(`payment:${accountId}`);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
  checkNewPaymentPassword(change.newPassword);
  const requestId = change.requestId ?? null;
  const current = await findPaymentPassword(sandbox.db, accountId);
  if (current && requestId !== null && current.request_id === requestId) {
    // A retry of the request that set the current password (its answer was lost): it must carry
    // that same password, checked and counted like any guess.
    return verifyPaymentPassword(sandbox, accountId, change.newPassword).catch((error: unknown) => {
      if (!(error instanceof Fault) || error.errorCode !== 'payment_password_incorrect') throw error;
      throw new Fault(409, 'request_id_conflict', 'That request id was already used for another password', {
        field: 'requestId',
      });
    });
  }
  if (current) {
    // Refused before the proof is judged: it spends no guess and tells nothing about the old one.
    if (change.oldPassword === change.newPassword)
      throw new Fault(400, 'field_invalid', 'The new payment password must differ from the current one', {
        field: 'newPassword',
      });
    await proveChange(ctx, accountId, change);
  }
  const hash = await hashPassword(change.newPassword, sandbox.config.scryptLogN);
  const set = { hash, requestId, now: sandbox.now() };
  if (current) return replacePaymentPassword(sandbox.db, accountId, set);
  // A parallel first set that won makes this one a change, which needs proof it did not bring.
  if (!(await insertPaymentPassword(sandbox.db, accountId, set))) throw proofRequired();
}

/**
 * Whether the member has a payment password, and until when a run of wrong ones keeps it locked
 * (null when it is not locked: a lock that has run out is no lock, the next guess starts anew).
 */
export async function paymentPasswordState(sandbox: Sandbox, accountId: number) {
  const payment = await findPaymentPassword(sandbox.db, accountId);
  const lockedUntil = payment?.locked_until ? new Date(payment.locked_until).getTime() : null;
  return {
    hasPaymentPassword: !!payment,
    lockedUntil: lockedUntil && lockedUntil > sandbox.now().getTime() ? lockedUntil : null,
  };
}
