import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../context';
import { one } from '../db/database';
import { notFound } from '../http/fault';
import { validatePayload } from '../http/validate';
import { REGISTER_RULES } from '../seed/brand';

const RuleBody = Type.Object({
  registerType: Type.Union([Type.Literal('username'), Type.Literal('mobile')]),
  field: Type.String({ minLength: 1 }),
  enabled: Type.Optional(Type.Boolean()),
  required: Type.Optional(Type.Boolean()),
  acceptedPattern: Type.Optional(Type.String({ minLength: 1 })),
  patternId: Type.Optional(Type.Integer({ minimum: 1 })),
  minLength: Type.Optional(Type.Integer({ minimum: 0 })),
  maxLength: Type.Optional(Type.Integer({ minimum: 0 })),
});
type RuleChange = { registerType: 'username' | 'mobile'; field: string; [key: string]: unknown };

const COLUMNS: Record<string, string> = {
  enabled: 'enabled',
  required: 'required',
  acceptedPattern: 'accepted_pattern',
  patternId: 'pattern_id',
  minLength: 'min_length',
  maxLength: 'max_length',
};

/** Sandbox switches of the accounts issue: outboxes, password expiry, registration rules. */
export function registerAccountControls(app: FastifyInstance, sandbox: Sandbox) {
  const { db } = sandbox;
  const ok = (value: unknown) => ({ success: true, value });

  /** The SMS outbox, newest first; `mobile` filters by number. */
  app.get<{ Querystring: { mobile?: string } }>('/sandbox/outbox/sms', async (request) => {
    const mobile = request.query.mobile?.replace(/\D/g, '');
    const rows = await db.query(
      `select id, dialing_code as "dialingCode", mobile, purpose, code, body, created_at as "createdAt", expires_at as "expiresAt", used_at as "usedAt"
         from sms_outbox ${mobile ? 'where mobile = $1 or dialing_code || mobile = $1' : ''} order by id desc limit 50`,
      mobile ? [mobile] : [],
    );
    return ok(rows);
  });

  /** The email outbox, newest first; `address` filters by recipient. */
  app.get<{ Querystring: { address?: string } }>('/sandbox/outbox/email', async (request) => {
    const address = request.query.address?.toLowerCase();
    const rows = await db.query(
      `select id, address, subject, body, created_at as "createdAt" from email_outbox ${address ? 'where lower(address) = $1' : ''} order by id desc limit 50`,
      address ? [address] : [],
    );
    return ok(rows);
  });

  /** Ages an account's password past the brand's expiry. */
  app.post<{ Params: { username: string } }>(
    '/sandbox/accounts/:username/expire-password',
    async (request) => {
      const row = await one<{ username: string }>(
        db,
        "update accounts set password_changed_at = now() - interval '400 days' where lower(username) = lower($1) returning username",
        [request.params.username],
      );
      if (!row) throw notFound(`No account ${request.params.username}`);
      return ok(row);
    },
  );

  /** Changes one registration rule; the register form follows it on its next load. */
  app.post('/sandbox/register-rules', async (request) => {
    const change = validatePayload<RuleChange>(RuleBody, request.body ?? {}, false);
    const sets = Object.entries(COLUMNS).filter(([key]) => change[key] !== undefined);
    if (sets.length === 0) return ok(null);
    const row = await one(
      db,
      `update register_rules set ${sets.map(([, column], i) => `${column} = $${i + 3}`).join(', ')}
        where register_type = $1 and field = $2 and min_length <= max_length returning field`,
      [change.registerType, change.field, ...sets.map(([key]) => change[key])],
    );
    if (!row) throw notFound(`No ${change.registerType} rule for ${change.field}`);
    return ok(change);
  });
}

/** Puts the registration rules back to the seed's. */
export async function resetRegisterRules(tx: { query(sql: string, params?: unknown[]): Promise<unknown> }) {
  for (const type of ['username', 'mobile'] as const) {
    for (const [field, enabled, required, pattern, patternId, min, max] of REGISTER_RULES[type]) {
      await tx.query(
        `update register_rules set enabled = $3, required = $4, accepted_pattern = $5, pattern_id = $6, min_length = $7, max_length = $8
          where register_type = $1 and field = $2`,
        [type, field, enabled, required, pattern, patternId, min, max],
      );
    }
  }
}
