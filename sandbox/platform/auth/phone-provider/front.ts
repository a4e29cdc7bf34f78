import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '@sandbox/core/context';
import type { NonceMemory } from '@sandbox/core/ciphers/nonce-memory';
import type { ProviderKeys } from './google-keys';

/**
 * The provider's REST paths as its web SDK calls them on an emulator (`<emulator>/<host>/<path>`):
 * the platform fronts its local emulator at its own origin, so that a page reaches the provider
 * where it reaches the platform, and a switch can make the provider fail as the real one does.
 */
const PREFIXES = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/'];

/** The provider's calls a failure can be armed on: sending the code, and signing in with it. */
export type ProviderStep = 'send' | 'verify';

const stepOf = (url: string): ProviderStep | undefined =>
  url.includes('accounts:sendVerificationCode')
    ? 'send'
    : url.includes('accounts:signInWithPhoneNumber')
      ? 'verify'
      : undefined;

/**
 * The provider's error answer: its SDK turns `error.message` into the player's error code
 * (QUOTA_EXCEEDED → auth/quota-exceeded, SESSION_EXPIRED → auth/code-expired, ...).
 */
const providerError = (message: string) => ({
  error: { code: 400, message, errors: [{ message, reason: 'invalid', domain: 'global' }] },
});

export function registerProviderFront(
  app: FastifyInstance,
  sandbox: Sandbox,
  allowed: (origin: string) => boolean,
): void {
  const emulator = sandbox.config.phoneProviderEmulator;
  if (!emulator) return;
  const cors = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin && allowed(origin))
      reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
  };
  void app.register(async (scope) => {
    // Bodies go to the emulator as they came (JSON, or the token service's form).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      cors(request, reply);
      if (request.method === 'OPTIONS')
        return reply
          .header('Access-Control-Allow-Methods', 'GET, POST')
          .header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '')
          .header('Access-Control-Max-Age', '600')
          .status(204)
          .send();
      const armed = sandbox.phoneProvider.failure;
      const step = stepOf(request.url);
      if (armed && step === armed.on) {
        sandbox.phoneProvider.failure = undefined;
        return reply.status(400).send(providerError(armed.error));
      }
      const answer = await fetch(`http://${emulator}${request.url}`, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        body: request.method === 'GET' ? undefined : (request.body as string | undefined),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (!answer) return reply.status(502).send(providerError('INTERNAL_ERROR'));
      return reply
        .status(answer.status)
        .header('content-type', answer.headers.get('content-type') ?? 'application/json')
        .send(await answer.text());
    };
    for (const prefix of PREFIXES) scope.all(`${prefix}*`, forward);
  });
}

declare module '@sandbox/core/context' {
  interface Sandbox {
    /** The phone-code provider: its signing keys, and the ID tokens already spent (each proves once). */
    readonly phoneProvider: {
      readonly keys: ProviderKeys;
      readonly spent: NonceMemory;
      /** A failure the provider answers once, on that step (POST /sandbox/phone-provider/failure). */
      failure?: { error: string; on: ProviderStep };
    };
  }
}
