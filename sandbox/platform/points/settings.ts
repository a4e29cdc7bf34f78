import type { Sandbox } from '../../core/context';
import { toAmount } from '../ledger';
import type { PointsConfig } from '@sdk/contract';
import type { PointsRules } from '@sdk/shared-rules/points-rules';

/** The brand's points rules (brand setting `points`, minor units), from the settings cache. */
export const pointsRules = (sandbox: Sandbox): Promise<PointsRules> => sandbox.settings.get('points');

/** The rules as the config call answers them: money as decimal amounts. */
export async function configView(sandbox: Sandbox): Promise<PointsConfig> {
  const [rules, currency] = await Promise.all([pointsRules(sandbox), sandbox.settings.get('currency')]);
  return {
    currency,
    validBetPerPoint: toAmount(rules.validBetPerPoint),
    convertPoints: rules.convertPoints,
    convertAmount: toAmount(rules.convertMinor),
    minConvertPoints: rules.minConvertPoints,
    maxConvertPoints: rules.maxConvertPoints,
  };
}
