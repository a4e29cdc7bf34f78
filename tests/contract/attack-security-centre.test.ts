import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { luhnValid } from '../../sdk/shared-rules/card-number';
import type { PayoutAccounts, SecurityInfo } from '../../sdk/contract';
import { registerMember } from './members';
import { expectFailure, expectValid, startTestSandbox, type Answer, type TestSandbox } from './harness';

/**
 * Attacks on the payment password and the payout accounts: guessing past the lock (one by one and
 * all at once), racing the five-account limit and the one-number-once rule, reaching another
 * member's accounts, and guessing the SMS code that changes the password.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const RIGHT = '480913';
const WRONG = '111222';
const DEMO_MOBILE = '9171234567';

const freshMember = () => registerMember(sandbox, 'raid');

/** A member with the payment password RIGHT. */
async function payer(): Promise<string> {
  const token = await freshMember();
  expectValid(
    contract.paymentPasswordSet,
    await sandbox.call(contract.paymentPasswordSet, { newPassword: RIGHT }, { token }),
  );
  return token;
}

/** The n-th of a series of distinct card numbers that pass the Luhn check. */
function card(n: number): string {
  const body = `4000${String(n).padStart(11, '0')}`;
  for (let digit = 0; digit < 10; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
}

const addCard = (token: string, n: number, paymentPassword = RIGHT) =>
  sandbox.call(
    contract.payoutAccountAdd,
    { kind: 'bank', bankName: 'BDO', holderName: 'Juan Dela Cruz', cardNumber: card(n), paymentPassword },
    { token },
  );
const accounts = async (token: string) =>
  (
    expectValid(
      contract.payoutAccounts,
      await sandbox.call(contract.payoutAccounts, {}, { token }),
    ) as PayoutAccounts
  ).accounts;
const info = async (token: string) =>
  expectValid(
    contract.securityInfo,
    await sandbox.call(contract.securityInfo, {}, { token }),
  ) as SecurityInfo;
/** The member's payment-password row, found through their session (tests may read the database). */
const OF_TOKEN = `from payment_passwords p join sessions s on s.account_id = p.account_id
  where s.token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`;
const attemptsOf = async (token: string) =>
  (await sandbox.db.query<{ attempts: number }>(`select p.attempts ${OF_TOKEN}`, [token]))[0]?.attempts;
/**
 * Moves the lock's end to `minutesFromNow`. The sandbox clock stays put: sealed calls carry the
 * client's time, and a clock moved by minutes would refuse them as stale.
 */
const moveLockEnd = (token: string, minutesFromNow: number) =>
  sandbox.db.query(
    `update payment_passwords set locked_until = now() + make_interval(mins => $2) where account_id = (
       select s.account_id from sessions s where s.token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex'))`,
    [token, minutesFromNow],
  );
const codes = (answers: Answer[]) => answers.map((a) => a.body.errorCode ?? 'ok');
const count = (list: string[], code: string) => list.filter((c) => c === code).length;

describe('guessing the payment password', () => {
  it('locks for 15 minutes after five wrong in a row; then even the right one is refused', async () => {
    const token = await payer();
    const before = Date.now();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await addCard(token, i, WRONG));
    expect(codes(answers)).toEqual([
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_locked',
    ]);
    expect(answers.map((a) => (a.body.value as { attemptsLeft?: number }).attemptsLeft)).toEqual([
      4,
      3,
      2,
      1,
      undefined,
    ]);
    const locked = await addCard(token, 9, RIGHT);
    expectFailure(locked, 423, 'payment_password_locked');
    const { lockedUntil } = locked.body.value as { lockedUntil: number };
    expect(lockedUntil).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(lockedUntil).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect((await info(token)).paymentPasswordLockedUntil).toBe(lockedUntil);
    // A change by the old password is refused the same way.
    expectFailure(
      await sandbox.call(
        contract.paymentPasswordSet,
        { oldPassword: RIGHT, newPassword: '592046' },
        { token },
      ),
      423,
      'payment_password_locked',
    );
    expect(await accounts(token)).toEqual([]);
  });

  it('opens again once the 15 minutes are over', async () => {
    const token = await payer();
    for (let i = 0; i < 5; i++) await addCard(token, i, WRONG);
    await moveLockEnd(token, 1);
    expectFailure(await addCard(token, 1), 423, 'payment_password_locked');
    await moveLockEnd(token, -1);
    expect((await info(token)).paymentPasswordLockedUntil).toBeNull();
    expectValid(contract.payoutAccountAdd, await addCard(token, 1));
  });

  it('counts only wrong guesses in a row: a right one starts the count again', async () => {
    const token = await payer();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expectFailure(await addCard(token, 100, WRONG), 400, 'payment_password_incorrect');
      expectValid(contract.payoutAccountAdd, await addCard(token, round));
    }
    expect(await accounts(token)).toHaveLength(3);
  });

  it('twenty wrong guesses at once: four are told wrong, the rest find the lock, none gets a sixth comparison', async () => {
    const token = await payer();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => addCard(token, i, WRONG)));
    const seen = codes(answers);
    expect(count(seen, 'payment_password_incorrect')).toBe(4);
    expect(count(seen, 'payment_password_locked')).toBe(16);
    expectFailure(await addCard(token, 50, RIGHT), 423, 'payment_password_locked');
    // Guesses refused at the lock are never counted, let alone compared.
    expect(await attemptsOf(token)).toBe(5);
  });

  it('a change by SMS code lifts the lock (the member proved the phone is theirs)', async () => {
    const token = await sandbox.login();
    await sandbox.call(contract.paymentPasswordSet, { newPassword: RIGHT }, { token });
    for (let i = 0; i < 5; i++)
      await sandbox.call(
        contract.paymentPasswordSet,
        { oldPassword: WRONG, newPassword: '592046' },
        { token },
      );
    expect((await info(token)).paymentPasswordLockedUntil).not.toBeNull();
    await sandbox.call(contract.paymentPasswordSms, {}, { token });
    const [sms] = (await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${DEMO_MOBILE}` }))
      .body.value as { code: string }[];
    expectValid(
      contract.paymentPasswordSet,
      await sandbox.call(
        contract.paymentPasswordSet,
        { smsCode: sms!.code, newPassword: '592046' },
        { token },
      ),
    );
    expect((await info(token)).paymentPasswordLockedUntil).toBeNull();
    expectValid(contract.payoutAccountAdd, await addCard(token, 1, '592046'));
  });

  it('five wrong SMS codes kill the code that changes it', async () => {
    const token = await sandbox.login();
    await sandbox.call(contract.paymentPasswordSet, { newPassword: RIGHT }, { token });
    await sandbox.call(contract.paymentPasswordSms, {}, { token });
    const [sms] = (await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${DEMO_MOBILE}` }))
      .body.value as { code: string }[];
    const wrong = sms!.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expectFailure(
        await sandbox.call(contract.paymentPasswordSet, { smsCode: wrong, newPassword: '592046' }, { token }),
        400,
        'sms_code_invalid',
      );
    expectFailure(
      await sandbox.call(
        contract.paymentPasswordSet,
        { smsCode: sms!.code, newPassword: '592046' },
        { token },
      ),
      400,
      'sms_code_invalid',
    );
  });

  it('keeps a trivial new password out even with the right proof', async () => {
    const token = await payer();
    expectFailure(
      await sandbox.call(
        contract.paymentPasswordSet,
        { oldPassword: RIGHT, newPassword: '999999' },
        { token },
      ),
      400,
      'payment_password_trivial',
    );
    expectValid(contract.payoutAccountAdd, await addCard(token, 1));
  });

  it('two first sets at once: one wins, the other is told to bring proof', async () => {
    const token = await freshMember();
    const answers = await Promise.all(
      ['480913', '592046'].map((newPassword) =>
        sandbox.call(contract.paymentPasswordSet, { newPassword }, { token }),
      ),
    );
    const seen = codes(answers);
    expect(count(seen, 'ok')).toBe(1);
    expect(count(seen, 'field_invalid')).toBe(1);
    const winner = answers[0]!.status === 200 ? '480913' : '592046';
    expectValid(contract.payoutAccountAdd, await addCard(token, 1, winner));
  });
});

describe('racing the payout accounts', () => {
  it('ten adds at once for a member holding four: exactly one gets in', async () => {
    const token = await payer();
    for (let i = 0; i < 4; i++) expectValid(contract.payoutAccountAdd, await addCard(token, i));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => addCard(token, 10 + i)));
    const seen = codes(answers);
    expect(count(seen, 'ok')).toBe(1);
    // The others meet the limit, or the lock that guesses in flight set until one proves right.
    expect(
      seen.filter((c) => c !== 'ok' && c !== 'payout_account_limit' && c !== 'payment_password_locked'),
    ).toEqual([]);
    expect(count(seen, 'payout_account_limit')).toBeGreaterThan(0);
    expect(await accounts(token)).toHaveLength(5);
    expect((await info(token)).paymentPasswordLockedUntil).toBeNull();
  });

  it('the same card five times at once: it is listed once', async () => {
    const token = await payer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addCard(token, 7)));
    const seen = codes(answers);
    expect(count(seen, 'ok')).toBe(1);
    expect(
      seen.filter((c) => c !== 'ok' && c !== 'payout_account_duplicate' && c !== 'payment_password_locked'),
    ).toEqual([]);
    expect(await accounts(token)).toHaveLength(1);
  });

  it("cannot remove another member's account, nor learn whether its id exists", async () => {
    const owner = await payer();
    const thief = await payer();
    await addCard(owner, 1);
    const [theirs] = await accounts(owner);
    const answers = await Promise.all([
      sandbox.call(
        contract.payoutAccountRemove,
        { id: theirs!.id, paymentPassword: RIGHT },
        { token: thief },
      ),
      sandbox.call(
        contract.payoutAccountRemove,
        { id: `${theirs!.id}x`, paymentPassword: RIGHT },
        { token: thief },
      ),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    expectFailure(answers[0]!, 404, 'not_found');
    expect(await accounts(owner)).toHaveLength(1);
    // Ids are random: nothing in one tells how many accounts exist.
    expect(theirs!.id).toMatch(/^pa_[\w-]{16}$/);
  });

  it('never sends the whole card number back, in any answer', async () => {
    const token = await payer();
    const added = await addCard(token, 3);
    const everything = JSON.stringify([added, await accounts(token), await info(token)]);
    expect(everything).not.toContain(card(3));
    expect(everything).not.toContain(card(3).slice(0, 8));
  });
});
