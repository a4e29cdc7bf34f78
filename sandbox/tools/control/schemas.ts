import { Type } from '@sdk/contract/schema';

/** Request and answer shapes of the sandbox's switches (see endpoints.ts). */

/** The root screen the portal shows, as /sandbox/status switches it. */
export const Status = Type.Object({
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  country: Type.Union([Type.String(), Type.Null()]),
});

export const StatusChange = Type.Object({
  maintenance: Type.Optional(Type.Boolean()),
  regionRestriction: Type.Optional(Type.Boolean()),
  country: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
});

export const Flag = Type.Object({ modId: Type.String({ minLength: 1 }), enabled: Type.Boolean() });

export const Setting = Type.Object({ key: Type.String({ minLength: 1 }), value: Type.Unknown() });

export const RuleChange = Type.Object({
  registerType: Type.Union([Type.Literal('username'), Type.Literal('mobile')]),
  field: Type.String({ minLength: 1 }),
  enabled: Type.Optional(Type.Boolean()),
  required: Type.Optional(Type.Boolean()),
  acceptedPattern: Type.Optional(Type.String({ minLength: 1 })),
  patternId: Type.Optional(Type.Integer({ minimum: 1 })),
  minLength: Type.Optional(Type.Integer({ minimum: 0 })),
  maxLength: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** Times travel as ISO 8601 text, as JSON writes a date. */
const Time = Type.String({ description: 'ISO 8601 date and time' });

export const CaptchaAnswer = Type.Object({ key: Type.String(), answer: Type.String() });

export const SmsMessage = Type.Object({
  id: Type.Integer(),
  dialingCode: Type.String(),
  mobile: Type.String(),
  purpose: Type.String(),
  /** null: a notice without a code. */
  code: Type.Union([Type.String(), Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  expiresAt: Time,
  usedAt: Type.Union([Time, Type.Null()]),
});

export const EmailMessage = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Time,
});

export const Username = { username: Type.String() };

export const BalanceChange = Type.Object({
  ...Username,
  amount: Type.Number({ minimum: 0, maximum: 10_000_000 }),
});

export const Maintenance = Type.Object({
  code: Type.String(),
  /** Minutes from now the window lasts; 0 ends it. */
  minutes: Type.Integer({ minimum: 0, maximum: 10_080 }),
});

export const Notice = Type.Object({
  type: Type.String({ pattern: '^[A-Z]{1,3}$' }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 20_000 }),
});

export const Rounds = Type.Object({
  /** The main balance. */
  balance: Type.Number(),
  /** Every round of the account; `rounds` lists the latest 100. */
  total: Type.Integer(),
  rounds: Type.Array(
    Type.Object({
      id: Type.Integer(),
      game_name: Type.String(),
      vendor: Type.String(),
      stake: Type.Number(),
      payout: Type.Number(),
      status: Type.String(),
      created_at: Time,
    }),
  ),
});

export const Listing = Type.Object({
  about: Type.String(),
  exposes: Type.String(),
  access: Type.String(),
  /** `METHOD[|METHOD] path[?query=]`, one line per path. */
  endpoints: Type.Array(Type.String()),
});
