import type { ContractKind } from '@sdk/contract';
import type { RequestContext } from '@sandbox/core/context';
import type { HandlerTable } from '@sandbox/core/http/handler';
import { requireContractAgent } from './kind-guard';
import { newestWaitingOffer } from './repository';
import { act, contractNotFound } from './transitions';

/**
 * The platform page's answers to an offer (its contract notice): the agent centre's accept and
 * reject, under the same guards (an agent, the kind's brand flag) and the same transitions.
 */
async function answer(
  ctx: RequestContext,
  kind: ContractKind,
  status: 'A' | 'R',
  contractId: (accountId: number) => Promise<number | undefined>,
) {
  const { accountId } = await requireContractAgent(ctx, kind);
  const id = await contractId(accountId);
  if (!id) throw contractNotFound();
  await act(ctx.sandbox, accountId, kind, id, status === 'A' ? 'accept' : 'reject');
  return null;
}

export const offerAnswerHandlers: HandlerTable = {
  // The page names a dividend offer by its period (the consolidated info's key), not by its id.
  answerDividendOffer: ({ computationPeriod, status }, ctx) =>
    answer(
      ctx,
      'dividend',
      status,
      async (accountId) =>
        (await newestWaitingOffer(ctx.sandbox.db, accountId, 'dividend', computationPeriod))?.id,
    ),
  answerDailySalaryOffer: ({ id, status }, ctx) => answer(ctx, 'dailySalary', status, async () => id),
  answerHourlySalaryOffer: ({ contractId, status }, ctx) =>
    answer(ctx, 'hourlySalary', status, async () => contractId),
  answerRealtimeSalaryOffer: ({ contractId, status }, ctx) =>
    answer(ctx, 'realtimeSalary', status, async () => contractId),
};
