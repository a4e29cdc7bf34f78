import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Fault } from './fault';

/** URL prefixes the platform API answers under. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/sandbox/'];

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Every failure leaves as the platform's error envelope. Malformed input is the client's fault
 * (4xx), never a 500; a 500 means a sandbox bug and is logged.
 */
export function installErrorEnvelope(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError | Fault, request, reply) => {
    if (error instanceof Fault) {
      return reply.status(error.status).send({
        success: false,
        errorCode: error.errorCode,
        message: error.message,
        ...(error.value === undefined ? {} : { value: error.value }),
      });
    }
    // A database "data exception" (SQLSTATE class 22: out of range, bad encoding, ...) means input
    // the schemas let through; it is the client's fault, and the database's words stay here.
    const dataException = /^22/.test(String((error as { code?: unknown }).code ?? ''));
    if (dataException) {
      request.log.warn(error);
      return reply.status(400).send({
        success: false,
        errorCode: 'invalid_request',
        message: 'Please check the details and try again',
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.status(status).send({
      success: false,
      errorCode: status === 500 ? 'internal_error' : 'invalid_request',
      message: status === 500 ? 'Internal error' : error.message,
    });
  });
}

/** The 404 envelope for an API path no endpoint matches. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    errorCode: 'not_found',
    message: `No endpoint ${request.method} ${request.url.split('?')[0]}`,
  });
}
