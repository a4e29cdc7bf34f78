import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../../core/context';
import { toAmount } from '../../platform/ledger';
import { jackpotView } from './jackpot-repository';

/**
 * The vendor's jackpot feed, beside its live tables': the pool now and its latest win, for an
 * operator's lobby to show. Public and read-only; it names no player.
 */
export function registerJackpotFeed(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/play/api/lobby/jackpot', async () => {
    const pool = await jackpotView(sandbox.db);
    return {
      success: true,
      value: {
        id: pool.id,
        amount: toAmount(pool.amount),
        lastWin: pool.lastWin
          ? { amount: toAmount(pool.lastWin.amount), time: pool.lastWin.at.getTime() }
          : null,
      },
    };
  });
}
