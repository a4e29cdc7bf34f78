import type { HandlerTable } from '../http/handler';
import { memberOf } from '../context';
import { one } from '../db/database';
import { notFound } from '../http/fault';

interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  parent_id: number | null;
  club_label: string;
  labels: string[];
  language: string;
  currency: string;
  created_at: Date;
}

export const accountHandlers: HandlerTable = {
  async memberInfo(_input, ctx) {
    const member = memberOf(ctx);
    const row = await one<MemberRow>(ctx.sandbox.db, 'select * from accounts where id = $1', [
      member.accountId,
    ]);
    if (!row) throw notFound('Account not found');
    return {
      id: row.id,
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      toUpline: row.parent_id !== null,
      clubLabel: { labelName: row.club_label },
      memberLabel: row.labels.map((labelName) => ({ labelName })),
      language: row.language,
      currency: row.currency,
      registerTime: new Date(row.created_at).getTime(),
    };
  },

  async memberIcon(_input, ctx) {
    return { icon: `avatars/${memberOf(ctx).accountId}.svg` };
  },

  async languagePreference({ language }, ctx) {
    const member = memberOf(ctx);
    await ctx.sandbox.db.query('update accounts set language = $2 where id = $1', [
      member.accountId,
      language,
    ]);
    return { language };
  },
};
