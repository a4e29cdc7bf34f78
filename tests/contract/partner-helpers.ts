import { contract } from '../../sdk/contract/table';
import type { Endpoint } from '../../sdk/contract';
import { PARTNER_HEADERS } from '../../sdk/contract/partner';
import { signedHeaders } from '../../sandbox/platform/partners/signature';
import { expectValid, type Answer, type TestSandbox } from './harness';

/** A partner as the switches show it (its secret included). */
export interface PartnerView {
  id: string;
  secret: string;
  origins: string[];
  walletMode: 'platform' | 'seamless';
  walletUrl: string | null;
  walletTimeoutMs: number;
}

export interface SignOnTicket {
  ticket: string;
  expiresAt: number;
  userName: string;
  customerId: number;
  created: boolean;
}

/**
 * What a partner's server does: POSTs a contract endpoint of `auth: 'partner'`, signed with its
 * secret. `tamper` changes the signed request before it leaves (a header, or the body after
 * signing), for the attack tests.
 */
export function partnerDriver(sandbox: TestSandbox) {
  async function signedCall(
    endpoint: Endpoint,
    payload: Record<string, unknown>,
    partner: { id: string; secret: string },
    tamper: { headers?: Record<string, string | undefined>; body?: string; at?: number } = {},
  ): Promise<Answer> {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...signedHeaders(
        partner.id,
        partner.secret,
        body,
        tamper.at ?? sandbox.instance.sandbox.now().getTime(),
      ),
    };
    for (const [name, value] of Object.entries(tamper.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    return sandbox.request({
      method: endpoint.method,
      url: endpoint.path,
      headers,
      payload: tamper.body ?? body,
    });
  }

  /** A partner of the test's own (a fresh secret drawn by the sandbox), with its page origins. */
  async function addPartner(id: string, origins: string[] = []): Promise<PartnerView> {
    const answer = await sandbox.request({
      method: 'POST',
      url: `/sandbox/partners/${id}`,
      payload: { name: `Partner ${id}`, origins },
    });
    if (answer.status !== 200) throw new Error(`putPartner ${id}: ${JSON.stringify(answer.body)}`);
    return answer.body.value as PartnerView;
  }

  async function ticketFor(partner: { id: string; secret: string }, playerId: string, extra: object = {}) {
    return expectValid(
      contract.partnerSignOnTicket,
      await signedCall(contract.partnerSignOnTicket, { playerId, ...extra }, partner),
    ) as SignOnTicket;
  }

  const exchange = (ticket: string, extra: Record<string, unknown> = {}) =>
    sandbox.call(contract.loginWithTicket, { ticket, ...extra });

  return { signedCall, addPartner, ticketFor, exchange, headers: PARTNER_HEADERS };
}
