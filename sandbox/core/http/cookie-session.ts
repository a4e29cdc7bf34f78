import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSession } from '../context';

const NAME = 'WPSSESSION';
const WELL_FORMED = /^[A-Za-z0-9_-]{24}$/;

function sentId(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [name, value] = pair.trim().split('=');
    if (name === NAME && value && WELL_FORMED.test(value)) return value;
  }
  return undefined;
}

/** The request's cookie session, which answers Set-Cookie on `reply` once opened. */
export function cookieSession(request: FastifyRequest, reply: FastifyReply): CookieSession {
  let id = sentId(request.headers.cookie);
  return {
    get id() {
      return id;
    },
    open() {
      if (id) return id;
      id = randomBytes(18).toString('base64url');
      // HttpOnly: no script reads it. Lax: another site's page cannot draw or spend it in a form post.
      reply.header('set-cookie', `${NAME}=${id}; Path=/wps; HttpOnly; SameSite=Lax`);
      return id;
    },
  };
}
