import type { HandlerTable } from '../../core/http/handler';
import { memberOf } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { findMember, setLanguage } from './repository';

export const memberHandlers: HandlerTable = {
  async memberInfo(_input, ctx) {
    const member = memberOf(ctx);
    const row = await findMember(ctx.sandbox.db, member.accountId);
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
    await setLanguage(ctx.sandbox.db, member.accountId, language);
    return { language };
  },
};
