import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../context';
import { one } from '../db/database';
import { notFound } from '../http/fault';
import { validatePayload } from '../http/validate';
import { toAmount, toMinor } from '../ledger/ledger';
import { setMainBalance } from '../ledger/adjust';

const Maintenance = Type.Object({
  /** Minutes from now the window lasts; 0 ends it. */
  minutes: Type.Integer({ minimum: 0, maximum: 10_080 }),
});
const BalanceBody = Type.Object({ amount: Type.Number({ minimum: 0, maximum: 10_000_000 }) });
const NoticeBody = Type.Object({
  type: Type.String({ pattern: '^[A-Z]{1,3}$' }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 20_000 }),
});

/** Notices the seed makes; anything above was added through /sandbox/notices and goes at reset. */
export const SEEDED_NOTICES = 30;

/** Sandbox switches of the games issue. */
export function registerGameControls(app: FastifyInstance, sandbox: Sandbox) {
  const { db } = sandbox;
  const ok = (value: unknown) => ({ success: true, value });

  /** Puts a vendor under maintenance for `minutes` from now (0 ends it). */
  app.post<{ Params: { code: string } }>('/sandbox/vendors/:code/maintenance', async (request) => {
    const { minutes } = validatePayload<{ minutes: number }>(Maintenance, request.body ?? {}, false);
    const now = sandbox.now();
    const row = await one<{ code: string }>(
      db,
      'update vendors set maintenance_start = $2, maintenance_end = $3 where code = $1 returning code',
      [
        request.params.code,
        minutes ? now : null,
        minutes ? new Date(now.getTime() + minutes * 60_000) : null,
      ],
    );
    if (!row) throw notFound(`No vendor ${request.params.code}`);
    return ok({ vendor: row.code, minutes });
  });

  /** The next settlement fails, so the round is refunded (the rollback path of a seamless wallet). */
  app.post('/sandbox/games/fail-next-settlement', async () => {
    sandbox.faults.failNextSettlement = true;
    return ok(true);
  });

  /** Publishes a notice with any HTML (the portal must sanitize it). */
  app.post('/sandbox/notices', async (request) => {
    const notice = validatePayload<{ type: string; title: string; content: string }>(
      NoticeBody,
      request.body ?? {},
      false,
    );
    const texts = (text: string) => JSON.stringify({ ES: text, EN: text });
    const row = await one<{ id: number }>(
      db,
      'insert into notices (type, title, content, created_at) values ($1, $2, $3, $4) returning id',
      [notice.type, texts(notice.title), texts(notice.content), sandbox.now()],
    );
    return ok(row);
  });

  /** A member's betting records and ledger balance, to check what the portal shows. */
  app.get<{ Querystring: { username?: string } }>('/sandbox/rounds', async (request) => {
    const account = await one<{ id: number }>(
      db,
      'select id from accounts where lower(username) = lower($1)',
      [request.query.username ?? ''],
    );
    if (!account) throw notFound('No such account');
    const rounds = await db.query<{
      id: number;
      game_name: string;
      vendor: string;
      stake: number;
      payout: number;
      status: string;
      created_at: Date;
    }>(
      'select id, game_name, vendor, stake, payout, status, created_at from game_rounds where account_id = $1 order by id desc limit 100',
      [account.id],
    );
    const wallet = await one<{ balance: number }>(
      db,
      "select balance from ledger_accounts where owner_id = $1 and kind = 'main'",
      [account.id],
    );
    const count = await one<{ n: number }>(
      db,
      'select count(*)::int as n from game_rounds where account_id = $1',
      [account.id],
    );
    return ok({
      balance: toAmount(wallet?.balance ?? 0),
      /** Every round of the account; `rounds` lists the latest 100. */
      total: count?.n ?? 0,
      rounds: rounds.map((r) => ({ ...r, stake: toAmount(r.stake), payout: toAmount(r.payout) })),
    });
  });

  /**
   * Sets a member's main balance, the difference moved to or from the house through the ledger
   * (so no money appears or vanishes): a demo or a test can reach "balance too low" in one call.
   */
  app.post<{ Params: { username: string } }>('/sandbox/accounts/:username/balance', async (request) => {
    const { amount } = validatePayload<{ amount: number }>(BalanceBody, request.body ?? {}, false);
    const account = await one<{ id: number }>(
      db,
      'select id from accounts where lower(username) = lower($1)',
      [request.params.username],
    );
    if (!account) throw notFound('No such account');
    try {
      await db.transaction((tx) =>
        setMainBalance(tx, account.id, toMinor(amount), 'Sandbox balance adjustment'),
      );
    } finally {
      sandbox.balances.invalidate([account.id]);
    }
    return ok({ username: request.params.username, balance: amount });
  });
}
