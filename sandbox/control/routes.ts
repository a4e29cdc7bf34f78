import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../context';
import { one } from '../db/database';
import { badRequest, notFound } from '../http/fault';
import { validatePayload } from '../http/validate';
import { getSetting, setSetting } from '../store/brand';
import { BRAND_SETTINGS, WHITELABEL } from '../seed/brand';
import { registerAccountControls, resetRegisterRules } from './accounts';
import { ACCOUNTS } from '../seed/accounts';
import { setMainBalance } from '../ledger/adjust';
import { toMinor } from '../ledger/ledger';
import { rollbackRound } from '../games/rounds';
import { SEEDED_NOTICES, registerGameControls } from './games';

const StatusBody = Type.Object({
  maintenance: Type.Optional(Type.Boolean()),
  regionRestriction: Type.Optional(Type.Boolean()),
  country: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
});
const FlagBody = Type.Object({ modId: Type.String({ minLength: 1 }), enabled: Type.Boolean() });
const SettingBody = Type.Object({ key: Type.String({ minLength: 1 }), value: Type.Unknown() });

/** Settings a demo or test may change; keys like the RSA keys stay out of reach. */
const SWITCHABLE = new Set<string>([
  'brandName',
  'currencySymbol',
  'loginedToHomePage',
  'weakDefaultPassword',
  'agentTypes',
  'enableCt',
  'salary',
  'hourSalary',
  'passwordExpiryDays',
  'smsExpiredMinutes',
  'withdrawAutoReceiveMinutes',
  'freePlayBalance',
]);

/**
 * Sandbox-only switches under /sandbox/: they let a person demo, and a test reach, every state
 * of the platform (maintenance, flags, brand settings, the current captcha answer). Register them
 * only behind control/guard.ts: they hand out codes and answers that unlock any account.
 */
export function registerControlRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const { db } = sandbox;
  const ok = (value: unknown) => ({ success: true, value });

  app.get('/sandbox/status', async () => ok(await getSetting(db, 'status')));
  app.post('/sandbox/status', async (request) => {
    const body = validatePayload<{
      maintenance?: boolean;
      regionRestriction?: boolean;
      country?: string | null;
    }>(StatusBody, request.body ?? {}, false);
    const next = { ...(await getSetting(db, 'status')), ...body };
    await setSetting(db, 'status', next);
    sandbox.settings.invalidate();
    return ok(next);
  });

  app.post('/sandbox/flags', async (request) => {
    const { modId, enabled } = validatePayload<{ modId: string; enabled: boolean }>(
      FlagBody,
      request.body ?? {},
      false,
    );
    const row = await one(db, 'update whitelabel_nodes set enabled = $2 where mod_id = $1 returning mod_id', [
      modId,
      enabled,
    ]);
    if (!row) throw notFound(`No whitelabel flag ${modId}`);
    return ok({ modId, enabled });
  });

  app.post('/sandbox/settings', async (request) => {
    const { key, value } = validatePayload<{ key: string; value: unknown }>(
      SettingBody,
      request.body ?? {},
      false,
    );
    if (!SWITCHABLE.has(key)) throw badRequest(`Setting ${key} cannot be switched`);
    const current = await getSetting(db, key as keyof typeof BRAND_SETTINGS);
    if (typeof current !== typeof value || Array.isArray(current) !== Array.isArray(value)) {
      throw badRequest(`Setting ${key} takes a ${Array.isArray(current) ? 'list' : typeof current}`);
    }
    await setSetting(db, key, value);
    sandbox.settings.invalidate();
    return ok({ key, value });
  });

  app.get('/sandbox/captcha', async (request) => {
    const { key } = (request.query ?? {}) as { key?: string };
    const row = await one<{ key: string; answer: string }>(
      db,
      key
        ? 'select key, answer from captchas where key = $1'
        : 'select key, answer from captchas order by created_at desc limit 1',
      key ? [key] : [],
    );
    if (!row) throw notFound('No captcha has been drawn for that key');
    return ok(row);
  });

  /**
   * Puts every switch back to the seed's value and forgets rate-limit counters. The demo accounts
   * get their passwords and balances back (open rounds refunded first, the balance moved back
   * through the ledger) and lose the favourites a demo gave them.
   */
  app.post('/sandbox/reset', async () => {
    const open = await db.query<{ id: number }>("select id from game_rounds where status = 'open'");
    for (const round of open) await rollbackRound(sandbox, round.id);
    const demo = await db.query<{ id: number; username: string }>(
      'select a.id, a.username from accounts a join seed_accounts s on s.username = a.username',
    );
    await db.transaction(async (tx) => {
      for (const account of demo) {
        const seed = ACCOUNTS.find((a) => a.username === account.username);
        // Accounts nobody logs in to (downlines) keep the history the seed played on them.
        if (seed?.password) await setMainBalance(tx, account.id, toMinor(seed.balance), 'Sandbox reset');
      }
      await tx.query('delete from favorites where account_id = any($1)', [demo.map((a) => a.id)]);
      for (const key of [...SWITCHABLE, 'status'] as (keyof typeof BRAND_SETTINGS)[]) {
        await setSetting(tx, key, BRAND_SETTINGS[key]);
      }
      for (const [modId, , enabled] of WHITELABEL) {
        await tx.query('update whitelabel_nodes set enabled = $2 where mod_id = $1', [modId, enabled]);
      }
      await tx.query('update accounts set failed_logins = 0');
      // Demo accounts get their seeded passwords back; accounts created since are left alone.
      await tx.query(
        `update accounts a set password_hash = s.password_hash, password_changed_at = s.password_changed_at,
           must_change_password = s.must_change_password from seed_accounts s where a.username = s.username`,
      );
      await resetRegisterRules(tx);
      await tx.query('update vendors set maintenance_start = null, maintenance_end = null');
      await tx.query('delete from notices where id > $1', [SEEDED_NOTICES]);
    });
    sandbox.settings.invalidate();
    sandbox.balances.invalidate(demo.map((a) => a.id));
    sandbox.faults.failNextSettlement = false;
    for (const limiter of Object.values(sandbox.limits)) limiter.clear();
    sandbox.unknownLoginFailures.clear();
    return ok(null);
  });

  registerAccountControls(app, sandbox);
  registerGameControls(app, sandbox);

  app.get('/sandbox', async () =>
    ok({
      about: 'Platform sandbox control endpoints. They exist only in the sandbox, never on a real platform.',
      exposes:
        'SMS and email codes, captcha answers, betting records and balances; they switch maintenance, ' +
        'region restriction, whitelabel flags, brand settings, registration rules and notices, and reset the demo accounts.',
      access:
        'Every /sandbox/... call needs the X-Sandbox-Token header: the token is printed at start-up and written to ' +
        'the file sandbox-token beside the data folder (SANDBOX_TOKEN fixes it). Only from this machine ' +
        '(SANDBOX_CONTROL_REMOTE=1 opens them to others), at localhost, 127.0.0.1 or [::1] (SANDBOX_CONTROL_HOSTS adds names), ' +
        'from no other origin, with JSON bodies.',
      endpoints: [
        'GET|POST /sandbox/status',
        'POST /sandbox/flags',
        'POST /sandbox/settings',
        'POST /sandbox/register-rules',
        'GET /sandbox/captcha?key=',
        'GET /sandbox/outbox/sms?mobile=',
        'GET /sandbox/outbox/email?address=',
        'POST /sandbox/accounts/:username/expire-password',
        'POST /sandbox/accounts/:username/balance',
        'POST /sandbox/vendors/:code/maintenance',
        'POST /sandbox/games/fail-next-settlement',
        'POST /sandbox/notices',
        'GET /sandbox/rounds?username=',
        'POST /sandbox/reset',
      ],
    }),
  );
}
