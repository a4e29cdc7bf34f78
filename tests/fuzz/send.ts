import type { InjectOptions } from 'fastify';
import { HEADERS } from '../../sdk/contract';
import { signedHeaders } from '../../sandbox/platform/partners/signature';
import type { Plan } from './plan';
import type { FuzzTarget } from './target';
import { readReply, type Reply } from './check';
import type { SendContext, Wire } from './wire';

/** Adds who is asking: the session token, or a partner's signature over the exact body, and the plan's headers. */
export async function authorize(plan: Plan, wire: Wire, ctx: SendContext): Promise<Wire> {
  const headers: Record<string, string> = {
    merchant: 'CROUPIER',
    device: 'web',
    language: 'ES',
    'x-forwarded-for': ctx.ip,
    ...wire.headers,
  };
  const body = wire.body === undefined ? '' : wire.body.toString();
  const sign = (text: string, at: number) => signedHeaders(ctx.partner.id, ctx.partner.secret, text, at);
  switch (plan.role) {
    case 'signed':
      Object.assign(headers, sign(body, ctx.now()));
      break;
    case 'replayed-nonce':
      Object.assign(headers, sign(body, ctx.now()));
      wire.twice = true;
      break;
    case 'bad-signature':
      Object.assign(headers, sign(`${body} `, ctx.now()));
      break;
    case 'stale':
      Object.assign(headers, sign(body, ctx.now() - 600_000));
      break;
    case 'unsigned':
      break;
    default: {
      const token = await ctx.sessions.token(plan.role);
      if (token) headers[HEADERS.authorization.toLowerCase()] = token;
    }
  }
  return { ...wire, headers: { ...headers, ...plan.headers } };
}

/** Sends the wire through Fastify's inject: no socket, the whole server path otherwise. */
export async function send(target: FuzzTarget, wire: Wire): Promise<Reply> {
  const answer = await (target.sendTo ?? target.app).inject({
    method: wire.method as InjectOptions['method'],
    url: wire.url,
    headers: wire.headers,
    ...(wire.body === undefined ? {} : { payload: wire.body }),
  });
  return readReply(answer.statusCode, answer.body);
}
