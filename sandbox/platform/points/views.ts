import { localized } from '../../core/http/language';
import { toAmount } from '../ledger';
import type { PointsConversion, PointsMovement, PointsRedeem, PointsReward } from '@sdk/contract';
import type { ConversionRow } from './conversions-repository';
import type { RedeemRow } from './redeems-repository';
import type { MovementRow } from './repository';
import type { RewardRow } from './rewards-repository';

/** Rows as the points calls answer them: texts in the request's language, times in epoch ms. */

const ms = (time: Date) => new Date(time).getTime();

export const rewardView = (row: RewardRow, language: string): PointsReward => ({
  id: row.id,
  name: localized(row.name, language),
  description: localized(row.description, language),
  points: row.points,
  stock: row.stock,
  maxPerRedeem: row.max_per_redeem,
  // Served by sandbox/vendor/assets/routes.ts under each image CDN.
  imageUrl: `rewards/${row.id}.svg`,
});

export const redeemView = (row: RedeemRow, language: string): PointsRedeem => ({
  redeemId: row.id,
  rewardId: row.reward_id,
  rewardName: localized(row.reward_name, language),
  quantity: row.quantity,
  points: row.points,
  status: row.status,
  createdAt: ms(row.created_at),
  decidedAt: row.decided_at ? ms(row.decided_at) : null,
  rejectReason: row.reject_reason,
});

export const movementView = (row: MovementRow): PointsMovement => ({
  id: row.id,
  at: ms(row.created_at),
  kind: row.kind,
  points: row.amount,
  balanceAfter: row.balance_after,
  reference: row.reference,
});

export const conversionView = (row: ConversionRow): PointsConversion => ({
  conversionId: row.id,
  points: row.points,
  credited: toAmount(row.credited),
  createdAt: ms(row.created_at),
});
