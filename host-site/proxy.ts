import type { FastifyInstance } from 'fastify';

const FORWARDED = ['merchant', 'device', 'language', 'authorization', 'encryption', 'content-type', 'accept'];

/** Forwards the platform API (/wps, /lgw, /lotto) to a real platform at `target`. */
export async function proxyPlatform(app: FastifyInstance, target: string) {
  const base = new URL(target);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  for (const prefix of ['/wps/*', '/lgw/*', '/lotto/*']) {
    app.all(prefix, async (request, reply) => {
      const url = new URL(request.url, base);
      const headers = new Headers();
      for (const name of FORWARDED) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
      const answer = await fetch(url, {
        method: request.method,
        headers,
        body: hasBody
          ? Buffer.isBuffer(request.body)
            ? new Uint8Array(request.body)
            : JSON.stringify(request.body)
          : undefined,
        signal: AbortSignal.timeout(120_000),
      }).catch(() => undefined);
      if (!answer)
        return reply
          .status(502)
          .send({ success: false, errorCode: 'network_error', message: 'The platform did not answer' });
      reply.status(answer.status);
      const type = answer.headers.get('content-type');
      if (type) reply.type(type);
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    });
  }
}
