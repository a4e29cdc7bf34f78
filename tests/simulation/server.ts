import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { createSandbox, type SandboxInstance } from '../../sandbox/app';
import type { SandboxConfig } from '../../sandbox/core/config';
import type { Database } from '../../sandbox/core/db/database';
import { isApiPath, sendApiNotFound } from '../../sandbox/core/http/errors';
import { signedHeaders } from '../../sandbox/platform/partners/signature';
import type { Endpoint } from '../../sdk/contract';
import { createClient } from '../../sdk/client/create-client';
import { PlatformError } from '../../sdk/client/platform-error';
import type { Random } from './prng';

/** What came back: the status and the envelope; status 0 when the request never got an answer. */
export interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string; message?: string };
}

const HOUR = 60 * 60 * 1000;

/** The games' outcomes drawn from the run's seed (SandboxConfig.gameSeeds): 32 hex digits each. */
export function seededOutcomes(stream: Random): () => string {
  return () =>
    Array.from({ length: 4 }, () =>
      Math.floor(stream.next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
}

/**
 * One sandbox process as the simulation sees it: the platform API, the sandbox switches and the
 * demo game vendor, on a database connection of its own, reached through Fastify's inject (no
 * sockets: the run measures the ledger, not the network). A restart throws it away and builds a
 * new one on the same database, as a crashed process is replaced.
 */
export async function startServer(
  db: Database,
  gameSeeds?: () => string,
  timing: Pick<SandboxConfig, 'crashTiming' | 'baccaratTiming' | 'sportTiming'> = {},
): Promise<SimServer> {
  const instance: SandboxInstance = await createSandbox(
    {
      dataDir: '',
      scryptLogN: 12,
      // Sessions outlive the longest run, whose whistles move the clock by days (sport-whistle.ts):
      // an expired login would end a member's operations early.
      sessionTtlMs: 365 * 24 * HOUR,
      sessionIdleMs: 365 * 24 * HOUR,
      logRequests: false,
      gameSeeds,
      ...timing,
    },
    db,
  );
  const app: FastifyInstance = Fastify({ trustProxy: true });
  await instance.register(app);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? sendApiNotFound(request, reply) : reply.status(404).send(),
  );
  await app.ready();

  /** A request that dies with the process (or meets a closed server) got no answer: status 0. */
  async function answerOf(server: FastifyInstance, options: InjectOptions): Promise<Answer> {
    try {
      const response = await server.inject(options);
      try {
        return { status: response.statusCode, body: response.json() };
      } catch {
        return { status: response.statusCode, body: { success: false, message: response.body } };
      }
    } catch (error) {
      return { status: 0, body: { success: false, errorCode: 'no_answer', message: String(error) } };
    }
  }

  const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES' };

  /** A sandbox switch (the payment provider, the operator's back office). */
  const control = (url: string, payload?: object) =>
    answerOf(app, {
      method: payload ? 'POST' : 'GET',
      url,
      headers: { ...headers, 'x-sandbox-token': instance.control.token },
      ...(payload ? { payload } : {}),
    });

  /** A call of the demo game vendor's page to its own server: a read (GET) when it sends nothing. */
  const game = (url: string, payload?: object) =>
    answerOf(instance.games, {
      method: payload ? 'POST' : 'GET',
      url,
      ...(payload ? { payload: payload as InjectOptions['payload'] } : {}),
    });

  /** The SDK's own client over inject, for the sealed calls of the setup (register, login). */
  const injectFetch =
    (ip: string): typeof fetch =>
    async (url, init = {}) => {
      const answer = await app.inject({
        method: init.method as InjectOptions['method'],
        url: String(url),
        headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip },
        payload: init.body as string | undefined,
      });
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: answer.headers as HeadersInit,
      });
    };
  const base = { merchant: 'CROUPIER', getLanguage: () => 'ES', getToken: () => undefined };
  /** Each caller speaks from its own address, so the per-address limits see many players. */
  async function sdk(endpoint: Endpoint, input: Record<string, unknown>, ip: string, token?: string) {
    const client = createClient({ ...base, getToken: () => token, fetch: injectFetch(ip) });
    try {
      const value = await client.call(endpoint, input as never);
      return { status: 200, body: { success: true, value } } as Answer;
    } catch (error) {
      // Anything but the platform's own answer is a request that never got one.
      if (!(error instanceof PlatformError))
        return { status: 0, body: { success: false, errorCode: 'no_answer', message: String(error) } };
      return {
        status: error.status,
        body: { success: false, errorCode: error.code, message: error.message },
      };
    }
  }

  /** A platform call as the portal sends it: sealed calls through the SDK's client, sealed afresh each time. */
  const api = async (endpoint: Endpoint, input: Record<string, unknown>, token?: string): Promise<Answer> => {
    if (endpoint.encrypted) return sdk(endpoint, input, '127.0.0.1', token);
    const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const answer = await answerOf(app, {
      method: endpoint.method,
      url: endpoint.path,
      headers: { ...headers, ...(token ? { authorization: token } : {}) },
      ...(bodyless ? { query: input as Record<string, string> } : { payload: input }),
    });
    // The lottery gateway answers its value bare; the runs read every success as an envelope.
    return endpoint.answer === 'bare' && answer.status === 200
      ? { status: 200, body: { success: true, value: answer.body } }
      : answer;
  };

  /** A call of the demo partner's server: signed with the partner's secret, as its back end sends it. */
  const partner = (endpoint: Endpoint, payload: Record<string, unknown>) => {
    const body = JSON.stringify(payload);
    const { id, secret } = instance.partner;
    return answerOf(app, {
      method: endpoint.method,
      url: endpoint.path,
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(id, secret, body, instance.sandbox.now().getTime()),
      },
      payload: body,
    });
  };

  return {
    instance,
    api,
    control,
    game,
    sdk,
    partner,
    async close() {
      await app.close().catch(() => undefined);
      await instance.close().catch(() => undefined);
    },
  };
}

export interface SimServer {
  readonly instance: SandboxInstance;
  api(endpoint: Endpoint, input: Record<string, unknown>, token?: string): Promise<Answer>;
  control(url: string, payload?: object): Promise<Answer>;
  game(url: string, payload?: object): Promise<Answer>;
  sdk(endpoint: Endpoint, input: Record<string, unknown>, ip: string, token?: string): Promise<Answer>;
  partner(endpoint: Endpoint, payload: Record<string, unknown>): Promise<Answer>;
  close(): Promise<void>;
}
