import { contract } from '../../sdk/contract/table';
import { HOUSE, PENDING, move, postRound, walletKey, type Books, type Outcome } from './books';
import { fishingChain } from './fishing';
import { baccaratChain, crashChain, type TableGames } from './live-tables';
import { sportChain } from './sport-bets';
import type { Chain } from './plan';
import { gameVerdict, minor, verdictOf, type Value, type Verdict } from './answers';
import type { Answer, SimServer } from './server';
import { PAYMENT_PASSWORD } from './world';
import { seededWalletId as walletId } from '../../sandbox/tools/seed/vendors';

/**
 * Each operation as the client sends it and reads it: the request, which refusals mean "nothing
 * happened", what all successful answers of one key must agree on, and what the final answer
 * writes into the books.
 */
export type OpName =
  | 'deposit'
  | 'deposit-settle'
  | 'withdrawal'
  | 'withdrawal-decision'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'spin'
  | 'aim'
  | 'shot'
  | 'shot-conflict'
  | 'board'
  | 'sport-bet'
  | 'sport-conflict'
  | 'crash-state'
  | 'crash-bet'
  | 'baccarat-state'
  | 'baccarat-bet'
  | 'transfer'
  | 'move';

export interface Stage {
  readonly op: OpName;
  /** The idempotency key the request rests on: its request id, or the order or round it acts on. */
  readonly key: string;
  readonly deliveries: number;
  send(server: SimServer): Promise<Answer>;
  read(answer: Answer): Verdict;
  /** What every successful answer under this key must say alike (the same order, round, status). */
  identity(value: Value): string;
  /**
   * Which of the successful answers the books take, when they may differ in time (a bet answered
   * placed, then refunded by a restart): the first, unless the stage says otherwise.
   */
  final?(values: readonly Value[]): Value;
  /**
   * Successful answers all from a process that has died since do not decide: the key is sent
   * again to the one serving now (a live table's bet, refunded by the next process's start-up).
   */
  readonly askAgainAfterRestart?: boolean;
  /** Writes the final answer into the books; answers the chain's next stage, if any. */
  done(value: Value): Stage | undefined;
}

/** The chain's first stage; the books receive each stage's final answer. */
export function firstStage(chain: Chain, books: Books, games: TableGames): Stage {
  const { party, requestId, deliveries } = chain;
  const main = walletKey(party.accountId);
  const outcome: Outcome = { chain: chain.kind, accountId: party.accountId, requestId };
  books.outcomes.push(outcome);
  // A chain whose first request is refused by every delivery keeps no id: nothing happened.
  const base = { deliveries: deliveries[0], key: requestId };
  const next = { deliveries: deliveries[1] };

  switch (chain.kind) {
    case 'deposit': {
      const input = { requestId, methodId: 'bank', amount: chain.amount / 100 };
      return {
        ...base,
        op: 'deposit',
        send: (server) => server.api(contract.depositCreate, input, party.token),
        read: (answer) => verdictOf(answer, ['deposit_pending_limit']),
        identity: (value) => String(value.orderNo),
        done(value) {
          const orderNo = String(value.orderNo);
          outcome.id = orderNo;
          const settle = { orderNo, outcome: chain.pay ? 'pay' : 'fail' };
          return {
            ...next,
            op: 'deposit-settle',
            key: orderNo,
            send: (server) => server.control('/sandbox/deposits/settle', settle),
            read: (answer) => verdictOf(answer, []),
            identity: (v) => String(v.status),
            done(v) {
              outcome.end = String(v.status);
              if (v.status === 'paid')
                books.post(move(HOUSE, main, chain.amount), { deposited: chain.amount });
              return undefined;
            },
          };
        },
      };
    }
    case 'withdrawal': {
      const input = {
        requestId,
        payoutAccountId: party.payoutAccountId,
        amount: chain.amount / 100,
        paymentPassword: PAYMENT_PASSWORD,
      };
      return {
        ...base,
        op: 'withdrawal',
        send: (server) => server.api(contract.withdrawCreate, input, party.token),
        read: (answer) =>
          verdictOf(answer, [
            'withdraw_insufficient_balance',
            'withdraw_pending_limit',
            'payment_password_locked',
          ]),
        identity: (value) => String(value.orderNo),
        done(value) {
          const orderNo = String(value.orderNo);
          outcome.id = orderNo;
          books.post(move(main, PENDING, chain.amount), { withdrawalsOpened: chain.amount });
          const decision = chain.pay
            ? { url: '/sandbox/withdrawals/pay', payload: { orderNo } }
            : { url: '/sandbox/withdrawals/reject', payload: { orderNo, reason: 'Ledger simulation' } };
          return {
            ...next,
            op: 'withdrawal-decision',
            key: orderNo,
            send: (server) => server.control(decision.url, decision.payload),
            read: (answer) => verdictOf(answer, []),
            identity: (v) => String(v.status),
            done(v) {
              outcome.end = String(v.status);
              if (v.status === 'rejected')
                books.post(move(PENDING, main, chain.amount), { withdrawalsReturned: chain.amount });
              else if (v.status !== 'processing')
                books.post(move(PENDING, HOUSE, chain.amount), { withdrawalsPaid: chain.amount });
              return undefined;
            },
          };
        },
      };
    }
    case 'round': {
      const input = { launch: party.lottery, stake: chain.stake / 100, requestId, picks: chain.picks };
      return {
        ...base,
        op: 'bet',
        send: (server) => server.game('/play/api/lottery/bet', input),
        read: (answer) => gameVerdict(answer, ['insufficient_balance']),
        identity: (value) => String(value.roundId),
        done(value) {
          const roundId = Number(value.roundId);
          outcome.id = String(roundId);
          books.post(move(main, HOUSE, chain.stake), { staked: chain.stake });
          const action = { launch: party.lottery, roundId };
          return {
            ...next,
            op: chain.draw ? 'win' : 'rollback',
            key: `round:${roundId}`,
            send: (server) =>
              server.game(chain.draw ? '/play/api/lottery/draw' : '/play/api/lottery/cancel', action),
            read: (answer) => gameVerdict(answer, []),
            identity: (v) => `${String(v.status)}:${minor(v.payout ?? 0)}`,
            done(v) {
              outcome.end = String(v.status);
              if (v.status === 'rolled_back') {
                books.post(move(HOUSE, main, chain.stake), { refunded: chain.stake });
              } else {
                const payout = minor(v.payout ?? 0);
                outcome.payout = payout;
                books.post(move(HOUSE, main, payout), { won: payout });
              }
              return undefined;
            },
          };
        },
      };
    }
    case 'spin': {
      const input = { launch: party.slot, stake: chain.stake / 100, requestId };
      return {
        ...base,
        op: 'spin',
        send: (server) => server.game('/play/api/spin', input),
        read: (answer) => gameVerdict(answer, ['insufficient_balance']),
        identity: (value) =>
          `${String(value.roundId)}:${String(value.status ?? 'settled')}:${minor(value.payout)}`,
        done(value) {
          postRound(books, outcome, main, chain.stake, {
            id: value.roundId,
            rolledBack: value.status === 'rolled_back',
            payout: minor(value.payout),
          });
          return undefined;
        },
      };
    }
    case 'shot':
      return fishingChain(chain, books, outcome);
    case 'sportBet':
      return sportChain(chain, books, outcome);
    case 'crash':
      return crashChain(chain, books, outcome, games);
    case 'baccarat':
      return baccaratChain(chain, books, outcome, games);
    case 'transfer': {
      const input = {
        requestId,
        direction: chain.direction,
        ...(chain.direction === 'downline' ? { downline: chain.to.username } : {}),
        amount: chain.amount / 100,
        paymentPassword: PAYMENT_PASSWORD,
      };
      return {
        ...base,
        op: 'transfer',
        send: (server) => server.api(contract.memberTransfer, input, party.token),
        read: (answer) => verdictOf(answer, ['transfer_insufficient_balance', 'payment_password_locked']),
        identity: (value) => String(value.transferNo),
        done(value) {
          outcome.id = String(value.transferNo);
          books.post(move(main, walletKey(chain.to.accountId), chain.amount), { transferred: chain.amount });
          return undefined;
        },
      };
    }
    case 'move': {
      const { from, to } = chain;
      const input = {
        requestId,
        fromAccountTypeId: walletId(from),
        toAccountTypeId: walletId(to),
        amount: chain.amount / 100,
      };
      return {
        ...base,
        op: 'move',
        send: (server) => server.api(contract.walletTransfer, input, party.token),
        read: (answer) => verdictOf(answer, ['transfer_insufficient_balance']),
        identity: (value) => String(value.transferNo),
        done(value) {
          outcome.id = String(value.transferNo);
          const wallets = [walletKey(party.accountId, from), walletKey(party.accountId, to)] as const;
          books.post(move(...wallets, chain.amount), { moved: chain.amount });
          return undefined;
        },
      };
    }
  }
}
