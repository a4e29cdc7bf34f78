import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkIdToken, IdTokenRefused, type IdTokenRefusal } from './id-token';

const PROJECT = 'croupier-demo';
const NOW = 1_800_000_000_000;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = (change: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  auth_time: NOW / 1000 - 10,
  iat: NOW / 1000 - 10,
  exp: NOW / 1000 + 3590,
  sub: 'u1',
  phone_number: '+639171234567',
  firebase: { identities: { phone: ['+639171234567'] }, sign_in_provider: 'phone' },
  ...change,
});
function signed(body: Record<string, unknown>, key = privateKey, header: Record<string, unknown> = {}) {
  const input = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT', ...header })}.${b64(body)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}
const unsigned = (body: Record<string, unknown>) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(body)}.`;

const check = (token: string, emulator = false) =>
  checkIdToken(token, {
    projectId: PROJECT,
    nowMs: NOW,
    publicKeyFor: (kid) => (kid === 'k1' ? publicKey : undefined),
    emulator,
  });

function refusal(run: () => unknown): IdTokenRefusal | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof IdTokenRefused) return error.reason;
    throw error;
  }
  return undefined;
}

describe('checkIdToken', () => {
  it('takes a token signed by the provider for this project and gives its phone number', () => {
    expect(check(signed(claims()))).toEqual({
      sub: 'u1',
      phoneNumber: '+639171234567',
      exp: NOW / 1000 + 3590,
    });
  });

  it("takes the emulator's unsigned token only when the brand's provider is the emulator", () => {
    expect(check(unsigned(claims()), true).phoneNumber).toBe('+639171234567');
    expect(refusal(() => check(unsigned(claims())))).toBe('unsigned');
    expect(refusal(() => check(`${unsigned(claims())}c2ln`, true))).toBe('unsigned');
  });

  it.each<[string, () => string, IdTokenRefusal]>([
    ['another key', () => signed(claims(), other.privateKey), 'signature'],
    ['a key id the provider does not have', () => signed(claims(), privateKey, { kid: 'k9' }), 'signature'],
    ['HS256 under the public key', () => signed(claims(), privateKey, { alg: 'HS256' }), 'signature'],
    [
      'a body changed after signing',
      () => {
        const [h, , s] = signed(claims()).split('.');
        return `${h}.${b64(claims({ phone_number: '+639170000000' }))}.${s}`;
      },
      'signature',
    ],
    ['another project', () => signed(claims({ aud: 'someone-else' })), 'audience'],
    ['another issuer', () => signed(claims({ iss: 'https://evil.example/croupier-demo' })), 'issuer'],
    ['an expired token', () => signed(claims({ exp: NOW / 1000 })), 'expired'],
    ['a token from the future', () => signed(claims({ iat: NOW / 1000 + 3600 })), 'issued_in_future'],
    [
      'a sign-in by password',
      () => signed(claims({ firebase: { sign_in_provider: 'password' } })),
      'not_phone',
    ],
    ['no phone number', () => signed(claims({ phone_number: undefined })), 'not_phone'],
    ['an empty subject', () => signed(claims({ sub: '' })), 'subject'],
    ['two parts', () => 'abc.def', 'malformed'],
    ['a header that is not JSON', () => `bm9wZQ.${b64(claims())}.`, 'malformed'],
  ])('refuses %s', (_name, token, reason) => {
    expect(refusal(() => check(token()))).toBe(reason);
  });
});
