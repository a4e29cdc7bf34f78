import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import type {
  Balance,
  MerchantWallet,
  PersonTransfer,
  TransferHistory,
  TransferInfo,
  WalletMove,
  WalletRecall,
} from '../../sdk/contract';
import { seededWalletId as walletId } from '../../sandbox/tools/seed/vendors';
import { expectValid, type TestSandbox } from './harness';
import { PAYMENT_PASSWORD } from './withdraw-helpers';

/** The transfer calls as a member makes them, for one sandbox. */
export function transferDriver(sandbox: TestSandbox) {
  const newRequestId = () => `tr-${randomUUID()}`;

  /** A move named by wallet (`main` or a vendor's code), sent as the platform names wallets: by id. */
  const move = (
    token: string,
    { from, to, ...input }: { from: string; to: string; amount: number; requestId?: string },
  ) =>
    sandbox.call(
      contract.walletTransfer,
      {
        requestId: newRequestId(),
        fromAccountTypeId: walletId(from),
        toAccountTypeId: walletId(to),
        ...input,
      },
      { token },
    );

  /** A move that must succeed. */
  const moved = async (
    token: string,
    input: { from: string; to: string; amount: number; requestId?: string },
  ) => expectValid(contract.walletTransfer, await move(token, input)) as WalletMove;

  const recall = (token: string, requestId = newRequestId()) =>
    sandbox.call(contract.walletRecall, { requestId }, { token });

  const recalled = async (token: string, requestId?: string) =>
    expectValid(contract.walletRecall, await recall(token, requestId)) as WalletRecall;

  const send = (token: string, input: Record<string, unknown>) =>
    sandbox.call(
      contract.memberTransfer,
      { requestId: newRequestId(), paymentPassword: PAYMENT_PASSWORD, ...input },
      { token },
    );

  const sent = async (token: string, input: Record<string, unknown>) =>
    expectValid(contract.memberTransfer, await send(token, input)) as PersonTransfer;

  const info = async (token: string) =>
    expectValid(
      contract.transferInfo,
      await sandbox.call(contract.transferInfo, {}, { token }),
    ) as TransferInfo;

  const merchant = async (token: string) =>
    expectValid(
      contract.merchantWallet,
      await sandbox.call(contract.merchantWallet, {}, { token }),
    ) as MerchantWallet;

  const history = async (
    token: string,
    scope: 'wallet' | 'person',
    page: { pageNo?: number; pageSize?: number } = {},
  ) =>
    expectValid(
      contract.transferHistory,
      await sandbox.call(contract.transferHistory, { scope, ...page }, { token }),
    ) as TransferHistory;

  /** Every wallet of the member by name, as the balance call shows them. */
  const wallets = async (token: string) => {
    const balance = expectValid(
      contract.balance,
      await sandbox.call(contract.balance, {}, { token }),
    ) as Balance;
    return {
      sum: balance.sumBalance,
      ...Object.fromEntries(balance.balance.map((w) => [w.wallet, w.amount])),
    } as Record<string, number> & { sum: number };
  };

  /** Launches a game of a vendor for the member; the launch token of its page. */
  async function launch(token: string, username: string, vendor: string): Promise<string> {
    const [game] = await sandbox.db.query<{ node_id: number }>(
      "select node_id from games where vendor = $1 and category = 'RNG' order by node_id limit 1",
      [vendor],
    );
    const answer = await sandbox.call(
      contract.launchGame,
      {
        nodeId: game!.node_id,
        vassalage: vendor,
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'ES',
        token,
        username,
      },
      { token },
    );
    const url = (expectValid(contract.launchGame, answer) as { content: { game_url: string } }).content
      .game_url;
    return new URL(url).searchParams.get('launch')!;
  }

  /** One spin of the demo slot at its least stake; the game's answer. */
  async function spin(launch: string, requestId = `spin-${randomUUID()}`) {
    const session = await sandbox.instance.games.inject({
      method: 'GET',
      url: `/play/api/session?launch=${launch}`,
    });
    const stake = (session.json().value.stakes as number[])[0]!;
    const response = await sandbox.instance.games.inject({
      method: 'POST',
      url: '/play/api/spin',
      payload: { launch, stake, requestId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { stake, ...(response.json().value as { payout: number; balance: number }) };
  }

  return {
    newRequestId,
    move,
    moved,
    recall,
    recalled,
    send,
    sent,
    info,
    merchant,
    history,
    wallets,
    launch,
    spin,
  };
}
