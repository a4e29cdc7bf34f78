import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { openTestDatabase } from '../setup/test-database';
import { createSandbox, type SandboxInstance } from '../../sandbox/app';
import type { SandboxConfig } from '../../sandbox/core/config';
import { isApiPath, sendApiNotFound } from '../../sandbox/core/http/errors';
import { contract } from '../../sdk/contract/table';
import type { Endpoint } from '../../sdk/contract';
import { matchesSchema, schemaErrors } from '../../sandbox/core/http/validate';
import { createClient } from '../../sdk/client/create-client';
import { PlatformError } from '../../sdk/client/platform-error';

export interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string; message?: string };
}

/**
 * A sandbox on a fresh copy of the seeded database (PGlite, or PostgreSQL in the `postgres`
 * project), reached through Fastify's inject.
 */
export async function startTestSandbox(config: Partial<SandboxConfig> = {}) {
  const db = await openTestDatabase('seeded');
  const instance: SandboxInstance = await createSandbox(
    { dataDir: '', scryptLogN: 12, sessionTtlMs: 60 * 60 * 1000, logRequests: false, ...config },
    db,
  );
  const app: FastifyInstance = Fastify({ trustProxy: true });
  await instance.register(app);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? sendApiNotFound(request, reply) : reply.status(404).send(),
  );
  await app.ready();

  async function request(options: InjectOptions): Promise<Answer> {
    const response = await app.inject({
      ...options,
      // The sandbox switches need their token (the platform API ignores it); a test may override it.
      headers: {
        merchant: 'CROUPIER',
        device: 'web',
        'x-sandbox-token': instance.control.token,
        ...options.headers,
      },
    });
    let body: Answer['body'];
    try {
      body = response.json();
    } catch {
      body = { success: false, message: response.body };
    }
    return { status: response.statusCode, body };
  }

  /** The real client's requests, answered by the sandbox through inject instead of a socket. */
  const injectFetch =
    (ip?: string): typeof fetch =>
    async (url, init = {}) => {
      const headers = { ...(init.headers as Record<string, string>) };
      // The harness's Fastify trusts X-Forwarded-For, so a test can speak from many addresses.
      if (ip) headers['x-forwarded-for'] = ip;
      const answer = await app.inject({
        method: init.method as InjectOptions['method'],
        url: String(url),
        headers,
        payload: init.body as string | undefined,
      });
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: answer.headers as HeadersInit,
      });
    };
  const clientBase = { merchant: 'CROUPIER', getLanguage: () => 'ES', getToken: () => undefined };

  /**
   * Calls an endpoint through the SDK's own client (`createClient`): the same headers, encodings
   * and sealing as a browser, and a failure answered as its status and envelope.
   */
  async function call<E extends Endpoint>(
    endpoint: E,
    input: Record<string, unknown>,
    options: { token?: string; language?: string; ip?: string } = {},
  ): Promise<Answer> {
    const client = createClient({
      ...clientBase,
      getToken: () => options.token,
      getLanguage: () => options.language ?? 'ES',
      fetch: injectFetch(options.ip),
    });
    try {
      return { status: 200, body: { success: true, value: await client.call(endpoint, input as never) } };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      const body = { success: false, errorCode: error.code, message: error.message, value: error.value };
      return { status: error.status, body };
    }
  }

  /** Logs a demo account in and returns its token. */
  async function login(username = 'demomember', password = 'Demo2026') {
    const answer = await call(contract.login, { username, password, type: 'username' });
    if (answer.status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(answer.body)}`);
    return (answer.body.value as { token: string }).token;
  }

  return {
    app,
    instance,
    db,
    request,
    call,
    login,
    close: async () => (await app.close(), await instance.close()),
  };
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/** Asserts a success envelope whose value matches the endpoint's response schema. */
export function expectValid(endpoint: Endpoint, answer: Answer) {
  if (answer.status !== 200 || answer.body.success !== true) {
    throw new Error(
      `${endpoint.name}: expected success, got ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  if (!matchesSchema(endpoint.response, answer.body.value)) {
    throw new Error(
      `${endpoint.name}: answer does not match its schema: ${schemaErrors(endpoint.response, answer.body.value).join('; ')}`,
    );
  }
  return answer.body.value;
}

/** Asserts an error envelope with the given status and code. */
export function expectFailure(answer: Answer, status: number, errorCode: string) {
  if (answer.status !== status || answer.body.success !== false || answer.body.errorCode !== errorCode) {
    throw new Error(`expected ${status} ${errorCode}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}
