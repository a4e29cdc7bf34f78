import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { balanceOf, toAmount } from '../../platform/ledger';
import type { ControlEndpoints } from './endpoints';
import { latestRoundsOf, roundCountOf } from '../../platform/rounds';
import { accountIdOf, captchaAnswer, emailOutbox, smsOutbox } from './repository';

/** A database time as JSON writes it. */
const iso = (time: Date) => new Date(time).toISOString();

/** What the sandbox sent or holds that no player sees: codes, answers, betting records. */
export const readouts: Pick<
  HandlersOf<ControlEndpoints>,
  'captcha' | 'smsOutbox' | 'emailOutbox' | 'rounds'
> = {
  async captcha({ key }, { sandbox }) {
    const row = await captchaAnswer(sandbox.db, key ?? '');
    if (!row) throw notFound('No captcha has been drawn for that key');
    return row;
  },

  async smsOutbox({ mobile }, { sandbox }) {
    const rows = await smsOutbox(sandbox.db, mobile?.replace(/\D/g, '') ?? '');
    return rows.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
      usedAt: r.usedAt && iso(r.usedAt),
    }));
  },

  async emailOutbox({ address }, { sandbox }) {
    const rows = await emailOutbox(sandbox.db, address?.toLowerCase() ?? '');
    return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
  },

  async rounds({ username }, { sandbox }) {
    const { db } = sandbox;
    const account = await accountIdOf(db, username ?? '');
    if (!account) throw notFound('No such account');
    const rounds = await latestRoundsOf(db, account.id);
    const balance = await balanceOf(db, account.id);
    const total = await roundCountOf(db, account.id);
    return {
      balance: toAmount(balance),
      total,
      rounds: rounds.map((r) => ({
        ...r,
        stake: toAmount(r.stake),
        payout: toAmount(r.payout),
        created_at: iso(r.created_at),
      })),
    };
  },
};
