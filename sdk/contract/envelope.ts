import { Type, type Static, type TSchema } from './schema';

/** A successful answer: HTTP 2xx. */
export const SuccessEnvelope = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Literal(true), value, message: Type.Optional(Type.String()) });

/** A failed answer: HTTP 4xx or 5xx. */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  errorCode: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.Unknown()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Request header names of the platform. */
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  encryption: 'Encryption',
  gatewayVersion: 'X-Gateway-Version',
} as const;

/** What an encrypted call sends as its body. */
export const SealedBody = Type.Object({ value: Type.String({ minLength: 1 }) });
