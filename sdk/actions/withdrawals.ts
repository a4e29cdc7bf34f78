import {
  withdrawConfirm,
  withdrawCreate,
  withdrawHistory,
  withdrawInfo,
  withdrawOrder,
} from '../contract/endpoints/withdraw';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import { sniffImageType } from '../shared-rules/withdraw-proof';
import { isPlatformError } from '../client/platform-error';
import { followDelayMs, moneyReturned, proofName, proofProblem } from '../rules/withdraw';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import type { Core } from './core';

export type WithdrawInfo = ResponseOf<typeof withdrawInfo>;
export type WithdrawOrder = ResponseOf<typeof withdrawOrder>;
export type WithdrawHistory = ResponseOf<typeof withdrawHistory>;
/**
 * A withdrawal as the player asks for it; the runtime adds the idempotency `requestId`.
 *
 * @example
 * const input: WithdrawInput = { payoutAccountId, amount: 200, paymentPassword: '135790' };
 * const order = await croupier.cashier.createWithdrawal(input);
 */
export type WithdrawInput = Omit<RequestOf<typeof withdrawCreate>, 'requestId'>;

/**
 * A picked file, as the browser gives it (a `File`).
 *
 * @example
 * const file: ProofFile = input.files![0]!;
 * await croupier.cashier.confirmWithdrawal(orderNo, { received: false, proofs: [file] });
 */
export interface ProofFile extends Blob {
  readonly name: string;
}

/**
 * The player's answer to a paid withdrawal: it arrived, or it did not, with 1 to 3 images.
 *
 * @example
 * const answer: WithdrawAnswer = { received: true };
 * await croupier.cashier.confirmWithdrawal(orderNo, answer);
 */
export type WithdrawAnswer = { received: true } | { received: false; proofs: readonly ProofFile[] };

/** Bytes as base64 text, a slice at a time (one call with millions of arguments would overflow the stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const readBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** Withdrawals (SPEC §2 withdraw, §4 withdrawal confirmation). */
export function withdrawActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const withdrawIds = requestIds();
  /** The header's balance after money moved; a failed reading must not turn a done withdrawal into an error. */
  const balanceMoved = () => refreshBalance().catch(() => undefined);

  return {
    /**
     * What the form needs: balance, limits, fee, today's count, turnover, payment password and accounts.
     *
     * @example
     * const info = await croupier.cashier.withdrawInfo();
     * const canWithdraw = info.hasPaymentPassword && info.turnover.remaining === 0 && info.accounts.length > 0;
     */
    withdrawInfo: () => client.call(withdrawInfo, {}),

    /**
     * Opens a withdrawal: the amount leaves the wallet at once, so the header's balance is read
     * again before the order is answered. A retry of the same form (a double click, a timeout)
     * carries the same idempotency key, so the platform opens one order and takes the money once.
     *
     * @example
     * const [account] = (await croupier.cashier.withdrawInfo()).accounts;
     * const order = await croupier.cashier.createWithdrawal({
     *   payoutAccountId: account!.id, amount: 200, paymentPassword: '135790',
     * });
     */
    createWithdrawal: async (input: WithdrawInput): Promise<WithdrawOrder> => {
      const order = await sendOnce(withdrawIds, input, (requestId) =>
        client.call(withdrawCreate, { ...input, requestId }),
      );
      await balanceMoved();
      return order;
    },

    /**
     * One withdrawal order as it stands now.
     *
     * @example
     * const { status, amount } = await croupier.cashier.withdrawOrder('WK3MZQ7RX2VB4TLPA');
     */
    withdrawOrder: (orderNo: string) => client.call(withdrawOrder, { orderNo }),

    /**
     * One page of the member's withdrawal orders.
     *
     * @example
     * const { list, total } = await croupier.cashier.withdrawHistory(1, 10);
     */
    withdrawHistory: (pageNo: number, pageSize: number) => client.call(withdrawHistory, { pageNo, pageSize }),

    /**
     * Reads an order again while it can change by itself (the operator pays or rejects it; a paid
     * one is counted received when its time runs out), reporting each reading that differs. A
     * rejected order gave the money back: the header's balance follows. Stops when `signal` aborts.
     *
     * @example
     * const order = await croupier.cashier.withdrawOrder('WK3MZQ7RX2VB4TLPA');
     * const following = new AbortController(); // abort when the page closes
     * await croupier.cashier.followWithdrawal(order, (now) => console.log(now.status), following.signal);
     */
    followWithdrawal: async (
      order: WithdrawOrder,
      onChange: (order: WithdrawOrder) => void,
      signal: AbortSignal,
    ): Promise<void> => {
      let current = order;
      for (let delay = followDelayMs(current.status); delay !== null; delay = followDelayMs(current.status)) {
        await new Promise((resolve) => setTimeout(resolve, delay!));
        if (signal.aborted) return;
        let next: WithdrawOrder;
        try {
          next = await client.call(withdrawOrder, { orderNo: order.orderNo }, { signal });
        } catch {
          if (signal.aborted) return;
          continue; // a dropped reading is read again at the next tick
        }
        if (signal.aborted) return;
        if (moneyReturned(current.status, next.status)) await balanceMoved();
        if (next.status !== current.status) onChange(next);
        current = next;
      }
    },

    /**
     * Whether a picked image can go as a proof: its first bytes must say PNG or JPEG and it must be
     * at most 5 MB. Null when it can, else why not ('type' or 'size'), for the message under the field.
     *
     * @example
     * const file = input.files![0]!;
     * const problem = await croupier.cashier.checkWithdrawProof(file); // null, 'type' or 'size'
     */
    checkWithdrawProof: async (file: Blob) => proofProblem(file.size, await readBytes(file.slice(0, 8))),

    /**
     * Answers a paid withdrawal: received, or not received with the images (sent in base64, each
     * typed by what its bytes are, as the platform checks). No money moves. An answer whose reply
     * was lost and is sent again finds the order already answered: when it stands as asked, that
     * is the answer, not an error.
     *
     * @example
     * await croupier.cashier.confirmWithdrawal('WK3MZQ7RX2VB4TLPA', { received: true });
     * await croupier.cashier.confirmWithdrawal('WK3MZQ7RX2VB4TLPA', { received: false, proofs: [...input.files!] });
     */
    confirmWithdrawal: async (orderNo: string, answer: WithdrawAnswer): Promise<WithdrawOrder> => {
      const proofs = answer.received
        ? undefined
        : await Promise.all(
            answer.proofs.map(async (file) => {
              const bytes = await readBytes(file);
              // An unknown type goes as declared: the platform refuses it with its index.
              const type = sniffImageType(bytes) ?? (file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png');
              return { name: proofName(file.name, type), type, dataBase64: toBase64(bytes) };
            }),
          );
      try {
        return await client.call(withdrawConfirm, { orderNo, received: answer.received, proofs });
      } catch (error) {
        if (!isPlatformError(error) || error.code !== 'withdraw_not_awaiting') throw error;
        const now = await client.call(withdrawOrder, { orderNo });
        if (now.status === (answer.received ? 'received' : 'not_received')) return now;
        throw error;
      }
    },
  };
}
