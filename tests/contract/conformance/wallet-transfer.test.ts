import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededWalletId } from '../../../sandbox/tools/seed/vendors';
import { startTestSandbox, type TestSandbox } from '../harness';
import { expectLedgerSound } from '../withdraw-helpers';
import { realClient } from './real-client';

/**
 * The wallet transfer as the platform's member centre makes it (PLATFORM-WIRE.md call 34; MC
 * 8375–8397): both wallets by account type id, taken from the balance answer's entries (the main
 * wallet is the one whose id is 2, MC 34239), the amount as the field's text, no request id; the
 * page reads `value.successAmount`, or the failure's message.
 */
let sandbox: TestSandbox;
let page: ReturnType<typeof realClient>;
let token: string;
const JDB = seededWalletId('JDB');
beforeAll(async () => {
  sandbox = await startTestSandbox();
  page = realClient(sandbox);
  token = await sandbox.login('demomember');
  await sandbox.request({
    method: 'POST',
    url: '/sandbox/accounts/demomember/balance',
    payload: { amount: 1_000 },
  });
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});

const transfer = (body: Record<string, unknown>) =>
  page.send('POST', '/wps/relay/GCS_walletTransfer', body, { authorization: token });

const wallets = async () => {
  const answer = (await page.get('/wps/v2/wallets/balance', token)).json();
  return answer.value.balance as { wallet: string; accountTypeId: number; amount: number }[];
};

describe('POST /wps/relay/GCS_walletTransfer, as the page sends it', () => {
  it('names the main wallet by account type 2 in the balance answer, its money as availBalance (MC 34236–34240)', async () => {
    expect(await wallets()).toEqual([
      { wallet: 'main', accountTypeId: 2, amount: 1_000, availBalance: 1_000 },
    ]);
  });

  it('moves the amount typed, named by ids, and answers successAmount', async () => {
    const answer = await transfer({ fromAccountTypeId: 2, toAccountTypeId: JDB, amount: '250.50' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, value: { successAmount: 250.5 } });
    expect(await wallets()).toEqual(
      expect.arrayContaining([
        { wallet: 'main', accountTypeId: 2, amount: 749.5, availBalance: 749.5 },
        { wallet: 'JDB', accountTypeId: JDB, amount: 250.5, availBalance: 250.5 },
      ]),
    );
    const back = await transfer({ fromAccountTypeId: JDB, toAccountTypeId: 2, amount: '250.5' });
    expect(back.json()).toMatchObject({ success: true, value: { successAmount: 250.5 } });
  });

  it.each([
    [
      { fromAccountTypeId: 2, toAccountTypeId: 99, amount: '10' },
      'transfer_wallet_invalid',
      'toAccountTypeId',
    ],
    [
      { fromAccountTypeId: 99, toAccountTypeId: 2, amount: '10' },
      'transfer_wallet_invalid',
      'fromAccountTypeId',
    ],
    [
      { fromAccountTypeId: 2, toAccountTypeId: 2, amount: '10' },
      'transfer_wallet_invalid',
      'toAccountTypeId',
    ],
    [
      { fromAccountTypeId: 2, toAccountTypeId: seededWalletId('PG'), amount: '10' },
      'transfer_wallet_invalid',
      'toAccountTypeId',
    ],
    [{ fromAccountTypeId: 2, toAccountTypeId: JDB, amount: '10.005' }, 'transfer_amount_invalid', 'amount'],
    [{ fromAccountTypeId: 2, toAccountTypeId: JDB, amount: '0.5' }, 'transfer_amount_invalid', 'amount'],
    [{ fromAccountTypeId: 2, toAccountTypeId: JDB, amount: '1e3' }, 'invalid_request', 'amount'],
    [{ fromAccountTypeId: 2, toAccountTypeId: JDB, amount: '-10' }, 'invalid_request', 'amount'],
    [
      { fromAccountTypeId: '2 or 1=1', toAccountTypeId: JDB, amount: '10' },
      'invalid_request',
      'fromAccountTypeId',
    ],
    [
      { fromAccountTypeId: 2, toAccountTypeId: JDB, amount: '1000.01' },
      'transfer_insufficient_balance',
      'amount',
    ],
  ])('refuses %j with %s under %s and moves nothing', async (body, code, field) => {
    const answer = await transfer(body);
    expect(answer.json()).toMatchObject({ success: false, errorCode: code, value: { field } });
    expect(await wallets()).toEqual(
      expect.arrayContaining([{ wallet: 'main', accountTypeId: 2, amount: 1_000, availBalance: 1_000 }]),
    );
  });
});
