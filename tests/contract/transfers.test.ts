import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import { TRANSFER_NO_PATTERN, type MemberInfo } from '../../sdk/contract';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { validBetOf } from '../../sandbox/platform/rounds';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { PAYMENT_PASSWORD, expectLedgerSound } from './withdraw-helpers';
import { transferDriver } from './transfer-helpers';
import { registerMember } from './members';
import { vendorAccountTypeId } from '../../sandbox/tools/seed/vendors';

/**
 * Transfers as a member makes them (SPEC §2 transferFund and transferUpline, §7
 * GCS_walletTransfer): money between any two wallets of the member, main or transfer-mode vendors’,
 * the vendors' games playing from their own wallet, and money to the upline or a downline. Every
 * figure is read back from the ledger. Attacks are in attack-transfers.test.ts.
 */
let sandbox: TestSandbox;
let transfers: ReturnType<typeof transferDriver>;
let token: string;
let username: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  transfers = transferDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
/** Each test has a member of its own with 10,000 in the main wallet (histories never mix). */
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  token = await registerMember(sandbox, 'wallet');
  username = await usernameOf(token);
  await sandbox.request({
    method: 'POST',
    url: `/sandbox/accounts/${username}/balance`,
    payload: { amount: 10_000 },
  });
});

const usernameOf = async (memberToken: string) =>
  (
    expectValid(
      contract.memberInfo,
      await sandbox.call(contract.memberInfo, {}, { token: memberToken }),
    ) as MemberInfo
  ).account;

const setPaymentPassword = async (memberToken: string) =>
  expect(
    (
      await sandbox.call(
        contract.paymentPasswordSet,
        { newPassword: PAYMENT_PASSWORD },
        { token: memberToken },
      )
    ).status,
  ).toBe(200);

describe('the brand’s wallets', () => {
  it('lists the transfer-mode vendors, the auto-transfer setting and the least amount', async () => {
    const merchant = await transfers.merchant(token);
    expect(merchant.isSingle).toBe(false);
    expect(merchant.autoTransfer).toBe(true);
    expect(merchant.minAmount).toBe(1);
    expect(merchant.wallets.map((w) => w.code).sort()).toEqual(['CMD', 'JDB', 'KA', 'SA', 'SABA', 'WM']);
    expect(merchant.wallets.find((w) => w.code === 'JDB')).toEqual({
      code: 'JDB',
      accountTypeId: vendorAccountTypeId('JDB'),
      name: 'JDB',
      category: 'RNG',
    });
  });
});

describe('moving money between my wallets', () => {
  it('moves money into a vendor wallet and back, the sum unchanged, each a ledger posting', async () => {
    const into = await transfers.moved(token, { from: 'main', to: 'JDB', amount: 1_250.5 });
    expect(into.transferNo).toMatch(new RegExp(TRANSFER_NO_PATTERN));
    expect(into).toMatchObject({ from: 'main', to: 'JDB', amount: 1_250.5 });
    expect(into.wallets.sumBalance).toBe(10_000);
    expect(await transfers.wallets(token)).toMatchObject({ sum: 10_000, main: 8_749.5, JDB: 1_250.5 });

    const back = await transfers.moved(token, { from: 'JDB', to: 'main', amount: 250.5 });
    expect(back.wallets.sumBalance).toBe(10_000);
    expect(await transfers.wallets(token)).toMatchObject({ main: 9_000, JDB: 1_000 });

    const [postings] = await sandbox.db.query<{ n: number }>(
      "select count(*)::int as n from ledger_transactions where kind = 'wallet_transfer' and reference = $1",
      [`transfer:${into.transferNo}`],
    );
    expect(postings!.n).toBe(1);
  });

  it('moves money from one vendor wallet to another: both change, the main wallet does not, one balanced posting', async () => {
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 1_000 });
    const across = await transfers.moved(token, { from: 'JDB', to: 'SABA', amount: 400.25 });
    expect(across).toMatchObject({ from: 'JDB', to: 'SABA', amount: 400.25, successAmount: 400.25 });
    expect(across.wallets.sumBalance).toBe(10_000);
    expect(await transfers.wallets(token)).toMatchObject({
      sum: 10_000,
      main: 9_000,
      JDB: 599.75,
      SABA: 400.25,
    });

    const legs = await sandbox.db.query<{ kind: string; amount: number }>(
      `select a.kind, e.amount::int8 as amount from ledger_entries e
         join ledger_transactions t on t.id = e.transaction_id
         join ledger_accounts a on a.id = e.ledger_account_id
        where t.kind = 'wallet_transfer' and t.reference = $1 order by e.amount`,
      [`transfer:${across.transferNo}`],
    );
    expect(legs).toEqual([
      { kind: 'vendor:JDB', amount: -40_025 },
      { kind: 'vendor:SABA', amount: 40_025 },
    ]);

    const history = await transfers.history(token, 'wallet');
    expect(history.list[0]).toMatchObject({ kind: 'wallet', from: 'JDB', to: 'SABA', amount: 400.25 });
    // The account records follow the main wallet, which this move did not touch.
    const today = platformDay(Date.now());
    const records = expectValid(
      contract.accountRecords,
      await sandbox.call(
        contract.accountRecords,
        { from: today, to: today, kind: 'wallet_transfer' },
        { token },
      ),
    ) as { list: { reference: string }[] };
    expect(records.list.map((r) => r.reference)).not.toContain(`transfer:${across.transferNo}`);
  });

  it('brings every vendor wallet back in one recall, and a recall of empty wallets moves nothing', async () => {
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 100 });
    await transfers.moved(token, { from: 'main', to: 'SABA', amount: 200 });
    await transfers.moved(token, { from: 'main', to: 'WM', amount: 300 });
    const recall = await transfers.recalled(token);
    expect(recall.amount).toBe(600);
    expect(recall.wallets.balance.filter((w) => w.wallet !== 'main').map((w) => w.amount)).toEqual([0, 0, 0]);
    expect(await transfers.wallets(token)).toMatchObject({ sum: 10_000, main: 10_000 });
    expect((await transfers.recalled(token)).amount).toBe(0);
  });

  it('lists the moves in the wallet history, newest first', async () => {
    await transfers.moved(token, { from: 'main', to: 'KA', amount: 10 });
    await transfers.recalled(token);
    const history = await transfers.history(token, 'wallet');
    expect(history.total).toBe(2);
    expect(history.list.map((t) => [t.kind, t.from, t.to, t.amount, t.incoming])).toEqual([
      ['recall', '*', 'main', 10, false],
      ['wallet', 'main', 'KA', 10, false],
    ]);
  });

  it('shows the moves in the account records as wallet transfers with the main balance after', async () => {
    const into = await transfers.moved(token, { from: 'main', to: 'JDB', amount: 40 });
    const today = platformDay(Date.now());
    const records = expectValid(
      contract.accountRecords,
      await sandbox.call(
        contract.accountRecords,
        { from: today, to: today, kind: 'wallet_transfer' },
        { token },
      ),
    ) as { list: { kind: string; amount: number; balanceAfter: number; reference: string }[] };
    expect(records.list[0]).toMatchObject({
      kind: 'wallet_transfer',
      amount: -40,
      balanceAfter: 9_960,
      reference: `transfer:${into.transferNo}`,
    });
  });

  it('refuses what a form could send wrong, with the field, and moves nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: 'main', to: 'PG', amount: 10 }, 400, 'transfer_wallet_invalid'],
      [{ from: 'PG', to: 'KA', amount: 10 }, 400, 'transfer_wallet_invalid'],
      [{ from: 'main', to: 'main', amount: 10 }, 400, 'transfer_wallet_invalid'],
      [{ from: 'JDB', to: 'JDB', amount: 10 }, 400, 'transfer_wallet_invalid'],
      [{ from: 'JDB', to: 'KA', amount: 10 }, 409, 'transfer_insufficient_balance'],
      [{ from: 'main', to: 'JDB', amount: 0.5 }, 400, 'transfer_amount_invalid'],
      [{ from: 'main', to: 'JDB', amount: 10.005 }, 400, 'transfer_amount_invalid'],
      [{ from: 'main', to: 'JDB', amount: 10_000.01 }, 409, 'transfer_insufficient_balance'],
      [{ from: 'JDB', to: 'main', amount: 1 }, 409, 'transfer_insufficient_balance'],
    ];
    for (const [input, status, code] of cases) {
      expectFailure(await transfers.move(token, input as never), status, code);
    }
    expect(await transfers.wallets(token)).toMatchObject({ sum: 10_000, main: 10_000 });
    expect((await transfers.history(token, 'wallet')).total).toBe(0);
  });
});

describe('a transfer-mode vendor’s games', () => {
  it('play from the vendor’s wallet: the launch moves the money there, and a seamless game brings it back', async () => {
    const launch = await transfers.launch(token, username, 'JDB');
    expect(await transfers.wallets(token)).toMatchObject({ sum: 10_000, main: 0, JDB: 10_000 });
    const spin = await transfers.spin(launch);
    const afterSpin = 10_000 - spin.stake + spin.payout;
    expect(spin.balance).toBeCloseTo(afterSpin, 2);
    expect(await transfers.wallets(token)).toMatchObject({ main: 0, JDB: afterSpin });

    const [round] = await sandbox.db.query<{ wallet: string }>(
      'select wallet from game_rounds where account_id = (select id from accounts where username = $1) order by id desc limit 1',
      [username],
    );
    expect(round!.wallet).toBe('JDB');

    await transfers.launch(token, username, 'PG');
    expect(await transfers.wallets(token)).toMatchObject({ main: afterSpin, JDB: 0 });
    const autos = (await transfers.history(token, 'wallet')).list.map((t) => [t.kind, t.from, t.to]);
    expect(autos).toEqual([
      ['auto', '*', 'main'],
      ['auto', 'main', 'JDB'],
    ]);
  });

  it('leave the money where it is when auto-transfer is off, and refuse a launch the game wallet cannot cover', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/settings',
      payload: { key: 'walletAutoTransfer', value: false },
    });
    const [game] = await sandbox.db.query<{ node_id: number }>(
      "select node_id from games where vendor = 'KA' and category = 'RNG' order by node_id limit 1",
    );
    const answer = await sandbox.call(
      contract.launchGame,
      {
        nodeId: game!.node_id,
        vassalage: 'KA',
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'ES',
        token,
        username,
      },
      { token },
    );
    expectFailure(answer, 409, 'launch_game_balance_not_enough');
    expect((answer.body.value as { wallet: string }).wallet).toBe('KA');
    await transfers.moved(token, { from: 'main', to: 'KA', amount: 50 });
    const launch = await transfers.launch(token, username, 'KA');
    const spin = await transfers.spin(launch);
    expect(await transfers.wallets(token)).toMatchObject({ main: 9_950, KA: 50 - spin.stake + spin.payout });
  });

  it('count towards the bonus turnover like any other bet', async () => {
    const launch = await transfers.launch(token, username, 'JDB');
    const { stake } = await transfers.spin(launch);
    const id = (
      await sandbox.db.query<{ id: number }>('select id from accounts where username = $1', [username])
    )[0]!.id;
    const window = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    expect(await validBetOf(sandbox.db, id, window)).toBe(Math.round(stake * 100));
  });
});

describe('transfers to people', () => {
  it('sends money to the upline: both balances move in one ledger transaction', async () => {
    const member = await registerMember(sandbox, 'upl', { affiliateCode: 'AGENT1' });
    await sandbox.request({
      method: 'POST',
      url: `/sandbox/accounts/${await usernameOf(member)}/balance`,
      payload: { amount: 500 },
    });
    await setPaymentPassword(member);
    const info = await transfers.info(member);
    expect(info).toMatchObject({
      balance: 500,
      minAmount: 1,
      upline: { username: 'agentone', nickname: 'Agent One' },
      downlines: [],
      hasPaymentPassword: true,
      turnoverRemaining: 0,
    });
    const agent = await sandbox.login('agentone');
    const agentBefore = (await transfers.wallets(agent)).sum;

    const sent = await transfers.sent(member, { direction: 'upline', amount: 120.25 });
    expect(sent).toMatchObject({
      direction: 'upline',
      counterparty: 'agentone',
      amount: 120.25,
      balance: 379.75,
    });
    expect((await transfers.wallets(agent)).sum).toBeCloseTo(agentBefore + 120.25, 2);
    const [legs] = await sandbox.db.query<{ n: number; total: number }>(
      `select count(*)::int as n, sum(e.amount)::int8 as total from ledger_entries e
         join ledger_transactions t on t.id = e.transaction_id where t.reference = $1`,
      [`transfer:${sent.transferNo}`],
    );
    expect(legs).toEqual({ n: 2, total: 0 });

    const agentHistory = await transfers.history(agent, 'person');
    expect(agentHistory.list[0]).toMatchObject({
      kind: 'person',
      to: 'agentone',
      amount: 120.25,
      incoming: true,
    });
    expect((await transfers.history(member, 'person')).list[0]).toMatchObject({
      incoming: false,
      to: 'agentone',
    });
  });

  it('lets an agent send to a direct downline, and no one else', async () => {
    const master = await sandbox.login('agent41');
    await setPaymentPassword(master);
    const info = await transfers.info(master);
    expect(info.downlines).toEqual([{ username: 'agent42', nickname: expect.any(String) }]);
    const sub = await sandbox.login('agent42');
    const before = (await transfers.wallets(sub)).sum;
    await transfers.sent(master, { direction: 'downline', downline: 'AGENT42', amount: 75 });
    expect((await transfers.wallets(sub)).sum).toBeCloseTo(before + 75, 2);
    // downlinee is agent42's, not agent41's: the master agent reaches only its own direct downlines.
    expectFailure(
      await transfers.send(master, { direction: 'downline', downline: 'downlinee', amount: 5 }),
      404,
      'not_found',
    );
    await setPaymentPassword(token);
    expectFailure(
      await transfers.send(token, { direction: 'downline', downline: 'agent42', amount: 5 }),
      403,
      'transfer_not_agent',
    );
    expectFailure(await transfers.send(token, { direction: 'upline', amount: 5 }), 409, 'transfer_no_upline');
  });

  it('refuses a transfer past the balance, with a wrong payment password or without one, and moves nothing', async () => {
    const sub = await sandbox.login('agent42');
    const before = (await transfers.wallets(sub)).sum;
    const sentBefore = (await transfers.history(sub, 'person')).total;
    expectFailure(
      await transfers.send(sub, { direction: 'upline', amount: 5 }),
      403,
      'payment_password_required',
    );
    await setPaymentPassword(sub);
    expectFailure(
      await transfers.send(sub, { direction: 'upline', amount: before + 1 }),
      409,
      'transfer_insufficient_balance',
    );
    expectFailure(
      await transfers.send(sub, { direction: 'upline', amount: 5, paymentPassword: '602915' }),
      400,
      'payment_password_incorrect',
    );
    expect((await transfers.wallets(sub)).sum).toBe(before);
    expect((await transfers.history(sub, 'person')).total).toBe(sentBefore);
  });
});
