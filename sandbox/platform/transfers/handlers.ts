import type { HandlerTable } from '../../core/http/handler';
import { realMemberOf } from '../accounts';
import { toAmount } from '../ledger';
import { paymentPasswordState } from '../security-centre';
import { moneyOutOf } from '../withdrawals';
import {
  countTransfers,
  downlinesOf,
  transferVendors,
  transfersPage,
  uplineOf,
  usernameOf,
} from './repository';
import { autoTransferOn, TRANSFER_MIN_MINOR } from './settings';
import { moveBetweenWallets, recallAll } from './wallet-moves';
import { walletMoveRequest } from './wallet-move-request';
import { transferToPerson } from './person';
import { personTransferView, transferRecordView, walletMoveView, walletRecallView } from './views';

const peer = (row: { username: string; nickname: string }) => ({
  username: row.username,
  nickname: row.nickname,
});

/** Transfers between a member's wallets and between members; real accounts only, like the cashier. */
export const transferHandlers: HandlerTable = {
  async merchantWallet(_input, ctx) {
    realMemberOf(ctx);
    const wallets = await transferVendors(ctx.sandbox.db);
    return {
      isSingle: wallets.length === 0,
      autoTransfer: await autoTransferOn(ctx.sandbox),
      minAmount: toAmount(TRANSFER_MIN_MINOR),
      wallets: wallets.map((w) => ({
        code: w.code,
        accountTypeId: w.account_type_id,
        name: w.display_name,
        category: w.category,
      })),
    };
  },

  async walletTransfer(input, ctx) {
    const { accountId } = realMemberOf(ctx);
    const request = await walletMoveRequest(ctx.sandbox, input);
    return walletMoveView(ctx.sandbox, await moveBetweenWallets(ctx.sandbox, accountId, request));
  },

  async walletRecall({ requestId }, ctx) {
    const { accountId } = realMemberOf(ctx);
    return walletRecallView(ctx.sandbox, await recallAll(ctx.sandbox, accountId, requestId));
  },

  async transferInfo(_input, ctx) {
    const member = realMemberOf(ctx);
    const { sandbox } = ctx;
    const { db } = sandbox;
    const agentTypes = (await sandbox.settings.get('agentTypes')) as number[];
    const [currency, out, upline, downlines, password] = await Promise.all([
      sandbox.settings.get('currency'),
      moneyOutOf(sandbox, db, member.accountId),
      uplineOf(db, member.accountId),
      agentTypes.includes(member.type) ? downlinesOf(db, member.accountId) : [],
      paymentPasswordState(sandbox, member.accountId),
    ]);
    return {
      currency,
      balance: toAmount(out.balanceMinor),
      minAmount: toAmount(TRANSFER_MIN_MINOR),
      upline: upline ? peer(upline) : null,
      downlines: downlines.map(peer),
      hasPaymentPassword: password.hasPaymentPassword,
      paymentPasswordLockedUntil: password.lockedUntil,
      turnoverRemaining: out.turnover.remaining,
      wagering: out.wagering,
    };
  },

  async memberTransfer(input, ctx) {
    const member = realMemberOf(ctx);
    const row = await transferToPerson(ctx.sandbox, member, input);
    return personTransferView(ctx.sandbox, row, await usernameOf(ctx.sandbox.db, row.counterparty_id!));
  },

  async transferHistory({ scope, pageNo = 1, pageSize = 10 }, ctx) {
    const { accountId } = realMemberOf(ctx);
    const { db } = ctx.sandbox;
    const [rows, total] = await Promise.all([
      transfersPage(db, accountId, scope, pageSize, (pageNo - 1) * pageSize),
      countTransfers(db, accountId, scope),
    ]);
    return { list: rows.map((row) => transferRecordView(row, accountId)), total };
  },
};
