import type { Queryable } from '../../core/db/database';
import { localized } from '../../core/http/language';
import { toAmount } from '../ledger';
import type { Mission } from '@sdk/contract/entities/missions';
import { missionProgress, missionWindow } from '@sdk/shared-rules/mission-rules';
import { activityIn } from './activity';
import { activeMissions, claimsSince, type MissionRow } from './repository';

/** A goal or a progress as the member reads it: rounds as they are, money in its decimal amount. */
const shown = (row: MissionRow, value: number) => (row.metric === 'spins' ? value : toAmount(value));

/**
 * The member's missions as they stand now: each one's progress counted from the member's rounds or
 * deposits of its current GMT+8 period, and whether it was claimed in that period.
 */
export async function memberMissions(
  db: Queryable,
  accountId: number,
  now: Date,
  language: string,
): Promise<Mission[]> {
  const rows = await activeMissions(db);
  const windows = rows.map((row) => missionWindow(row.period, now.getTime()));
  const since = Math.min(...windows.map((w) => w.startMs));
  const [claims, progress] = await Promise.all([
    rows.length ? claimsSince(db, accountId, new Date(since)) : [],
    Promise.all(rows.map((row, i) => activityIn(db, accountId, row.metric, windows[i]!))),
  ]);
  return rows.map((row, i) => {
    const window = windows[i]!;
    const claimed = claims.some(
      (c) => c.mission_id === row.id && new Date(c.period_start).getTime() === window.startMs,
    );
    const done = missionProgress(progress[i]!, row.goal, claimed);
    return {
      id: row.id,
      title: localized(row.title, language),
      period: row.period,
      metric: row.metric,
      goal: shown(row, row.goal),
      progress: shown(row, progress[i]!),
      percent: done.percent,
      state: done.state,
      reward: toAmount(row.reward_minor),
      points: row.points,
      periodStart: window.startMs,
      periodEnd: window.endMs,
    };
  });
}
