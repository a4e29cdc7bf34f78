import { merchantWallet, walletRecall, walletTransfer } from '../contract/endpoints/wallet';
import { memberTransfer, transferHistory, transferInfo } from '../contract/endpoints/transfer';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import type { Core } from './core';

/**
 * A move between the member's own wallets, each named by its account type id (2 for the main
 * wallet, a vendor's from `merchantWallets()`); the runtime adds the idempotency `requestId`.
 *
 * @example
 * const input: WalletMoveInput = { fromAccountTypeId: 2, toAccountTypeId: 102, amount: 25 };
 * await croupier.cashier.moveBetweenWallets(input);
 */
export type WalletMoveInput = Omit<RequestOf<typeof walletTransfer>, 'requestId'>;
/**
 * A transfer to another member; the runtime adds the idempotency `requestId`.
 *
 * @example
 * const input: PersonTransferInput = { direction: 'upline', amount: 50, paymentPassword: '135790' };
 * await croupier.cashier.sendToPerson(input);
 */
export type PersonTransferInput = Omit<RequestOf<typeof memberTransfer>, 'requestId'>;
export type MerchantWallets = ResponseOf<typeof merchantWallet>;
export type TransferInfo = ResponseOf<typeof transferInfo>;
export type TransferHistoryPage = ResponseOf<typeof transferHistory>;

/**
 * Money between the member's wallets, and to the upline or a downline (SPEC §2 transferFund,
 * transferUpline). Each call that moves money carries the idempotency key of its content, so a
 * double click or a retry after a timeout moves it once; each one refreshes the balance signal,
 * whose wallets the header and the wallet page both show.
 */
export function transferActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const moveIds = requestIds();
  const recallIds = requestIds();
  const personIds = requestIds();
  return {
    /**
     * The brand's transfer-mode vendors, whether launches move the money, the least amount.
     *
     * @example
     * const { isSingle, autoTransfer, minAmount, wallets } = await croupier.cashier.merchantWallets();
     */
    merchantWallets: () => client.call(merchantWallet, {}),

    /**
     * Moves money between two different wallets of the member: the main wallet (account type 2)
     * or a transfer-mode vendor's, vendor to vendor included.
     *
     * @example
     * const move = await croupier.cashier.moveBetweenWallets({
     *   fromAccountTypeId: 2, toAccountTypeId: 102, amount: 100,
     * });
     * // From one vendor's wallet straight into another's:
     * await croupier.cashier.moveBetweenWallets({ fromAccountTypeId: 102, toAccountTypeId: 104, amount: 40 });
     * console.log(move.transferNo, move.wallets.sumBalance);
     */
    moveBetweenWallets: async (input: WalletMoveInput) => {
      const moved = await sendOnce(moveIds, input, (requestId) =>
        client.call(walletTransfer, { ...input, requestId }),
      );
      await refreshBalance();
      return moved;
    },

    /**
     * Brings every vendor wallet back to the main one.
     *
     * @example
     * const { amount } = await croupier.cashier.recallAll(); // what came back to the main wallet
     */
    recallAll: async () => {
      const recalled = await sendOnce(recallIds, 'recall', (requestId) =>
        client.call(walletRecall, { requestId }),
      );
      await refreshBalance();
      return recalled;
    },

    /**
     * What the transfer form needs: the main balance, the least amount, the upline (and an agent's downlines)
     * and the payment password state.
     *
     * @example
     * const { balance, upline, downlines, hasPaymentPassword } = await croupier.cashier.transferInfo();
     */
    transferInfo: () => client.call(transferInfo, {}),

    /**
     * Sends money to the upline, or (agents) to a direct downline, with the payment password.
     *
     * @example
     * await croupier.cashier.sendToPerson({
     *   direction: 'downline', downline: 'player77', amount: 50, paymentPassword: '135790',
     * });
     */
    sendToPerson: async (input: PersonTransferInput) => {
      const sent = await sendOnce(personIds, input, (requestId) =>
        client.call(memberTransfer, { ...input, requestId }),
      );
      await refreshBalance();
      return sent;
    },

    /**
     * One page of the member's transfers, between own wallets (`wallet`) or with other members (`person`).
     *
     * @example
     * const { list, total } = await croupier.cashier.transferHistory('person', 1, 10);
     */
    transferHistory: (scope: 'wallet' | 'person', pageNo: number, pageSize: number) =>
      client.call(transferHistory, { scope, pageNo, pageSize }),
  };
}
