import type { CallerRule } from '@sdk/contract/endpoint';
import type { RequestContext, Sandbox } from '../context';
import type { SessionPastLimit } from '../sessions/sessions';
import type { Fault } from './fault';

/**
 * The rules of the request pipeline that need a domain's data. The ground floor checks the token,
 * the payload and the domain; for these it asks the domain that owns each one, so http/ imports
 * no domain: sandbox/app.ts hands each domain's guard in.
 */
export interface Guards {
  /** `auth: 'partner'`: the partner whose signature over the body as sent checks out, or a Fault. */
  partner(
    sandbox: Sandbox,
    header: (name: string) => string | undefined,
    rawBody: string,
  ): Promise<NonNullable<RequestContext['partner']>>;
  /** A session past the member's own session limit: ends it and answers the Fault that says why. */
  pastLimit(sandbox: Sandbox, session: SessionPastLimit): Promise<Fault>;
  /** `caller: …` beyond a session: throws the Fault the player is told when the member may not call. */
  readonly callers: { readonly [rule in CallerRule]: (ctx: RequestContext) => unknown };
}
