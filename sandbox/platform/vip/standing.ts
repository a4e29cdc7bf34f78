import type { Queryable } from '../../core/db/database';
import { vipStanding, type VipStanding } from '@sdk/shared-rules/vip-rules';
import { lifetimeValidBetOf } from '../rounds';
import { levelRows, type LevelRow } from './repository';

/** The ladder, the member's turnover, and where it puts them (sdk/shared-rules/vip-rules.ts). */
export interface Standing extends VipStanding {
  readonly turnover: number;
  readonly levels: readonly LevelRow[];
  /** The member's level's row. */
  readonly current: LevelRow;
}

export async function standingOf(db: Queryable, accountId: number): Promise<Standing> {
  const [levels, turnover] = await Promise.all([levelRows(db), lifetimeValidBetOf(db, accountId)]);
  const standing = vipStanding(levels, turnover);
  const current = levels.find((row) => row.level === standing.level)!;
  return { ...standing, turnover, levels, current };
}
