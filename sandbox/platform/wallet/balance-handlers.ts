import type { HandlerTable } from '../../core/http/handler';
import { memberOf } from '../../core/context';
import { balanceView } from './balance-view';

export const balanceHandlers: HandlerTable = {
  balance: (_input, ctx) => balanceView(ctx.sandbox, memberOf(ctx).accountId, memberOf(ctx).partnerId),
};
