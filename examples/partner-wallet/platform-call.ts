import { createHmac, randomBytes } from 'node:crypto';
import { PARTNER_HEADERS, partnerSigningString } from '../../sdk/contract/partner';

/** Where the partner's server reaches Croupier, and as whom. */
export interface PlatformAccess {
  platformUrl: string;
  merchant: string;
  partnerId: string;
  secret: string;
}

/**
 * A signed server-to-server call to the platform (README "Signed calls, both ways"): the body is
 * signed exactly as sent, with a fresh nonce. Resolves to the envelope's `value`, or throws with
 * the platform's `errorCode`.
 */
export async function callPlatform<T>(access: PlatformAccess, path: string, payload: unknown): Promise<T> {
  const body = JSON.stringify(payload);
  const timestamp = String(Date.now());
  const nonce = randomBytes(18).toString('base64url');
  const signature = createHmac('sha256', access.secret)
    .update(partnerSigningString(timestamp, nonce, body))
    .digest('hex');
  const response = await fetch(new URL(path, access.platformUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      merchant: access.merchant,
      [PARTNER_HEADERS.partner]: access.partnerId,
      [PARTNER_HEADERS.timestamp]: timestamp,
      [PARTNER_HEADERS.nonce]: nonce,
      [PARTNER_HEADERS.signature]: signature,
    },
    body,
  });
  const answer = (await response.json()) as { success: boolean; value?: T; errorCode?: string };
  if (!answer.success)
    throw Object.assign(new Error(`platform: ${answer.errorCode}`), { code: answer.errorCode });
  return answer.value as T;
}
