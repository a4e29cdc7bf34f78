import type { HandlerTable } from '../http/handler';
import { memberOf } from '../context';
import { balanceView } from './balance-view';

export const balanceHandlers: HandlerTable = {
  balance: (_input, ctx) => balanceView(ctx.sandbox, memberOf(ctx).accountId, memberOf(ctx).partnerId),
};
