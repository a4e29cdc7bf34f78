/**
 * A refusal the platform answers with its error envelope. Handlers throw it; nothing they wrote
 * in the same transaction is kept.
 */
export class Fault extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'Fault';
  }
}

export const badRequest = (message: string, value?: unknown) =>
  new Fault(400, 'invalid_request', message, value);
export const notLoggedIn = () => new Fault(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
export const forbidden = (errorCode: string, message: string) => new Fault(403, errorCode, message);
export const notFound = (message = 'Not found') => new Fault(404, 'not_found', message);
export const tooManyRequests = (retryAfterMs: number) =>
  new Fault(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes', {
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  });
