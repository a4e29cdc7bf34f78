import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { LoginResult, MemberInfo } from '../../sdk/contract';
import { SIGN_ON_TICKET_TTL_MS } from '../../sdk/contract/partner';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { partnerDriver } from './partner-helpers';

/**
 * Sign-on from a partner's session (beyond SPEC): the partner's server asks for a one-time ticket
 * for one of its players, with a signed call; the player's browser exchanges it for a session.
 */
let sandbox: TestSandbox;
let partners: ReturnType<typeof partnerDriver>;
let demo: { id: string; secret: string };
beforeAll(async () => {
  sandbox = await startTestSandbox();
  partners = partnerDriver(sandbox);
  demo = sandbox.instance.partner;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

let players = 0;
/** A player id of the test's own: each test signs a new player on. */
const newPlayer = () => `p-${Date.now().toString(36)}-${players++}`;

const memberOf = async (token: string) =>
  expectValid(contract.memberInfo, await sandbox.call(contract.memberInfo, {}, { token })) as MemberInfo;

const linkOf = async (accountId: number) =>
  (
    await sandbox.db.query<{ partner_id: string; partner_player_id: string; type: number }>(
      'select partner_id, partner_player_id, type from accounts where id = $1',
      [accountId],
    )
  )[0];

describe('a ticket for one of the partner’s players', () => {
  it('is exchanged for a session of a member created on the first sign-on and linked to the partner', async () => {
    const player = newPlayer();
    const issued = await partners.ticketFor(demo, player, { nickname: 'Ana', language: 'EN' });
    expect(issued.created).toBe(true);
    expect(issued.ticket.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    expect(issued.userName).toBe(`demo:${player}`);
    expect(issued.expiresAt - sandbox.instance.sandbox.now().getTime()).toBeLessThanOrEqual(
      SIGN_ON_TICKET_TTL_MS,
    );
    expect(issued.expiresAt - Date.now()).toBeGreaterThan(SIGN_ON_TICKET_TTL_MS - 5_000);
    expect(await linkOf(issued.customerId)).toEqual({
      partner_id: 'demo',
      partner_player_id: player,
      type: 0,
    });

    const session = expectValid(
      contract.loginWithTicket,
      await partners.exchange(issued.ticket),
    ) as LoginResult;
    expect(session).toMatchObject({
      userName: `demo:${player}`,
      customerId: issued.customerId,
      accountType: 0,
      changePasswordRequired: false,
    });
    expect(session.token).not.toBe(issued.ticket);
    const member = await memberOf(session.token);
    expect(member.account).toBe(`demo:${player}`);
  });

  it('signs the same member on the second time, and a new session each time', async () => {
    const player = newPlayer();
    const first = await partners.ticketFor(demo, player);
    const second = await partners.ticketFor(demo, player);
    expect(second.created).toBe(false);
    expect(second.customerId).toBe(first.customerId);
    expect(second.ticket).not.toBe(first.ticket);
    const a = expectValid(contract.loginWithTicket, await partners.exchange(first.ticket)) as LoginResult;
    const b = expectValid(contract.loginWithTicket, await partners.exchange(second.ticket)) as LoginResult;
    expect(b.customerId).toBe(a.customerId);
    expect(b.token).not.toBe(a.token);
    const [{ n }] = (await sandbox.db.query<{ n: number }>(
      "select count(*)::int as n from accounts where partner_id = 'demo' and partner_player_id = $1",
      [player],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('keeps two partners’ players of the same id apart', async () => {
    const other = await partners.addPartner('other-site');
    const player = newPlayer();
    const mine = await partners.ticketFor(demo, player);
    const theirs = await partners.ticketFor(other, player);
    expect(theirs.created).toBe(true);
    expect(theirs.customerId).not.toBe(mine.customerId);
    expect(await linkOf(theirs.customerId)).toMatchObject({
      partner_id: 'other-site',
      partner_player_id: player,
    });
  });

  it('stores only a hash of the ticket', async () => {
    const { ticket } = await partners.ticketFor(demo, newPlayer());
    const rows = await sandbox.db.query('select 1 from partner_tickets where ticket_hash = $1', [ticket]);
    expect(rows).toHaveLength(0);
  });

  it('opens no door to a password login for the partner’s player', async () => {
    const { userName } = await partners.ticketFor(demo, newPlayer());
    for (const password of ['', '!', 'Demo2026']) {
      const answer = await sandbox.call(contract.login, { username: userName, password, type: 'username' });
      expect(answer.body.success).toBe(false);
    }
  });

  it('refuses a player id the contract does not allow', async () => {
    for (const playerId of ['', 'a b', 'x'.repeat(49), 'ana:1']) {
      expectFailure(
        await partners.signedCall(contract.partnerSignOnTicket, { playerId }, demo),
        400,
        'invalid_request',
      );
    }
  });
});

describe('a ticket is spent once and lives 60 seconds', () => {
  it('refuses a replayed ticket', async () => {
    const { ticket } = await partners.ticketFor(demo, newPlayer());
    expectValid(contract.loginWithTicket, await partners.exchange(ticket));
    expectFailure(await partners.exchange(ticket), 400, 'ticket_used');
  });

  it('lets exactly one of ten simultaneous exchanges of a ticket through', async () => {
    const { ticket } = await partners.ticketFor(demo, newPlayer());
    const answers = await Promise.all(Array.from({ length: 10 }, () => partners.exchange(ticket)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expectFailure(refused, 400, 'ticket_used');
  });

  it('refuses a ticket older than 60 s, and spends it', async () => {
    const clock = sandbox.instance.sandbox;
    const realNow = clock.now;
    const { ticket } = await partners.ticketFor(demo, newPlayer());
    const fresh = await partners.ticketFor(demo, newPlayer());
    try {
      clock.now = () => new Date(Date.now() + SIGN_ON_TICKET_TTL_MS - 2_000);
      expectValid(contract.loginWithTicket, await partners.exchange(fresh.ticket));
      clock.now = () => new Date(Date.now() + SIGN_ON_TICKET_TTL_MS + 1_000);
      expectFailure(await partners.exchange(ticket), 400, 'ticket_expired');
    } finally {
      clock.now = realNow;
    }
    expectFailure(await partners.exchange(ticket), 400, 'ticket_used');
  });

  it('refuses a ticket nobody issued', async () => {
    expectFailure(await partners.exchange('A'.repeat(43)), 400, 'ticket_invalid');
    expectFailure(await partners.exchange('short'), 400, 'invalid_request');
  });
});

describe('a ticket is bound to its partner', () => {
  it('refuses partner A’s ticket named as partner B’s, and spends it', async () => {
    await partners.addPartner('site-b');
    const { ticket } = await partners.ticketFor(demo, newPlayer());
    expectFailure(await partners.exchange(ticket, { partner: 'site-b' }), 400, 'ticket_partner_mismatch');
    expectFailure(await partners.exchange(ticket, { partner: 'demo' }), 400, 'ticket_used');
  });

  it('refuses partner A’s ticket from partner B’s page, and takes it from A’s page and the portal', async () => {
    await partners.addPartner('site-a', ['https://a.partner.example']);
    const a = await partners.addPartner('site-a', ['https://a.partner.example']);
    await partners.addPartner('site-b', ['https://b.partner.example']);
    const fromPage = async (origin: string) =>
      sandbox.request({
        method: 'POST',
        url: contract.loginWithTicket.path,
        headers: { origin },
        payload: { ticket: (await partners.ticketFor(a, newPlayer())).ticket },
      });
    expectFailure(await fromPage('https://b.partner.example'), 400, 'ticket_partner_mismatch');
    expectFailure(await fromPage('https://evil.example'), 400, 'ticket_partner_mismatch');
    expect((await fromPage('https://a.partner.example')).status).toBe(200);
    expect((await fromPage('http://localhost:80')).body.success).toBe(true);
  });
});

describe('the ticket call is the partner’s server’s, signed', () => {
  const ticketCall = (
    partner: { id: string; secret: string },
    tamper?: Parameters<ReturnType<typeof partnerDriver>['signedCall']>[3],
  ) => partners.signedCall(contract.partnerSignOnTicket, { playerId: 'victim-1' }, partner, tamper);

  it('refuses a wrong secret, a missing one, an unknown partner and a body changed after signing', async () => {
    const h = partners.headers;
    expectFailure(
      await ticketCall({ id: 'demo', secret: 'not-the-secret-of-demo-123' }),
      401,
      'signature_invalid',
    );
    expectFailure(
      await ticketCall(demo, { headers: { [h.signature]: undefined } }),
      401,
      'signature_invalid',
    );
    expectFailure(await ticketCall(demo, { headers: { [h.signature]: '' } }), 401, 'signature_invalid');
    expectFailure(await ticketCall(demo, { headers: { [h.partner]: undefined } }), 401, 'signature_invalid');
    expectFailure(await ticketCall(demo, { headers: { [h.nonce]: undefined } }), 401, 'signature_invalid');
    expectFailure(await ticketCall({ id: 'nobody', secret: demo.secret }), 401, 'signature_invalid');
    expectFailure(
      await ticketCall(demo, { body: JSON.stringify({ playerId: 'attacker-1' }) }),
      401,
      'signature_invalid',
    );
    // Nothing was created by any of them.
    const rows = await sandbox.db.query(
      "select 1 from accounts where partner_player_id in ('victim-1', 'attacker-1')",
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses partner B’s secret for partner A, and A’s secret under B’s name', async () => {
    const b = await partners.addPartner('site-b');
    expectFailure(await ticketCall({ id: 'demo', secret: b.secret }), 401, 'signature_invalid');
    expectFailure(await ticketCall({ id: 'site-b', secret: demo.secret }), 401, 'signature_invalid');
    expect((await ticketCall(b)).status).toBe(200);
  });

  it('refuses a stale timestamp and a replayed request', async () => {
    const stale = sandbox.instance.sandbox.now().getTime() - 6 * 60_000;
    const late = await ticketCall(demo, { at: stale });
    expectFailure(late, 401, 'request_expired');
    expectFailure(await ticketCall(demo, { at: Date.now() + 6 * 60_000 }), 401, 'request_expired');
    // Without the secret, a caller learns nothing of the clock: the signature is judged first.
    const stranger = { id: 'demo', secret: 'not-the-secret-of-demo-123' };
    expectFailure(await ticketCall(stranger, { at: stale }), 401, 'signature_invalid');

    const body = JSON.stringify({ playerId: 'replayed-1' });
    const { signedHeaders } = await import('../../sandbox/platform/partners/signature');
    const headers = {
      'content-type': 'application/json',
      ...signedHeaders(demo.id, demo.secret, body, Date.now()),
    };
    const send = () =>
      sandbox.request({ method: 'POST', url: contract.partnerSignOnTicket.path, headers, payload: body });
    expect((await send()).status).toBe(200);
    expectFailure(await send(), 409, 'request_replayed');
  });

  it('refuses a partner whose secret was never set', async () => {
    await sandbox.db.query(
      "insert into partners (id, name, secret) values ('no-secret', 'x', '') on conflict do nothing",
    );
    expectFailure(await ticketCall({ id: 'no-secret', secret: '' }), 401, 'signature_invalid');
  });
});

describe('floods are cut short', () => {
  it('limits a partner to 300 tickets a minute, without touching another partner', async () => {
    const other = await partners.addPartner('calm-site');
    const player = newPlayer();
    const answers = [];
    for (let batch = 0; batch < 6; batch++) {
      const calls = Array.from({ length: 51 }, () =>
        partners.signedCall(contract.partnerSignOnTicket, { playerId: player }, demo),
      );
      answers.push(...(await Promise.all(calls)));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(300);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 429, 'TOO_MANY_REQUESTS');
    expect(
      (await partners.signedCall(contract.partnerSignOnTicket, { playerId: player }, other)).status,
    ).toBe(200);
  });

  it('stops an address after 30 refused exchanges in a row, not another address', async () => {
    const guessing = { ip: '203.0.113.7' };
    for (let n = 0; n < 30; n++) {
      const guess = `${'G'.repeat(40)}${String(n).padStart(3, '0')}`;
      expectFailure(
        await sandbox.call(contract.loginWithTicket, { ticket: guess }, guessing),
        400,
        'ticket_invalid',
      );
    }
    const { ticket } = await partners.ticketFor(demo, newPlayer());
    expectFailure(
      await sandbox.call(contract.loginWithTicket, { ticket }, guessing),
      429,
      'TOO_MANY_REQUESTS',
    );
    // The refused attempt did not spend the ticket: its player signs on from their own address.
    expect((await sandbox.call(contract.loginWithTicket, { ticket }, { ip: '198.51.100.9' })).status).toBe(
      200,
    );
  });

  it('forgets an address’s refusals once a ticket is exchanged from it', async () => {
    const office = { ip: '192.0.2.44' };
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 20; n++) {
        const guess = `${'H'.repeat(40)}${round}${String(n).padStart(2, '0')}`;
        expectFailure(
          await sandbox.call(contract.loginWithTicket, { ticket: guess }, office),
          400,
          'ticket_invalid',
        );
      }
      const { ticket } = await partners.ticketFor(demo, newPlayer());
      expect((await sandbox.call(contract.loginWithTicket, { ticket }, office)).status).toBe(200);
    }
  });
});
