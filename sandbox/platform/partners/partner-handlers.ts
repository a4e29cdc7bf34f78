import type { HandlerTable } from '../../core/http/handler';
import { partnerOf } from './partner-auth';
import { Fault } from '../../core/http/fault';
import { rangeError } from '@sdk/shared-rules/date-range';
import { exchangeTicket, issueTicket } from './sign-on';
import { dayReport } from './reconciliation';

/** Sign-on from a partner's session, and the seamless wallet's reconciliation (beyond SPEC). */
export const partnerHandlers: HandlerTable = {
  partnerSignOnTicket: (input, ctx) => issueTicket(ctx, partnerOf(ctx), input),

  loginWithTicket: (input, ctx) => exchangeTicket(ctx, input),

  async partnerWalletReport({ day }, ctx) {
    const reason = rangeError({ from: day, to: day }, ctx.sandbox.now().getTime());
    if (reason) throw new Fault(400, 'date_range_invalid', 'Please choose a valid day', { reason });
    return dayReport(ctx.sandbox.db, partnerOf(ctx).id, day);
  },
};
