import { useT } from '@widgets/ui/croupier-context';
import { moneyText } from '@sdk/rules/money';
import type { VipLevel } from '@sdk/contract/entities/vip';
import { VipBadge } from './vip-badge';
import { percentText } from './percent';

/** The ladder, level 0 first: what reaches each level and what it gives; the member's own marked. */
export function VipLadder(props: { levels: readonly VipLevel[]; current?: number; locale: string }) {
  const t = useT();
  const money = (amount: number) => moneyText(amount, props.locale);
  return (
    <section className="vip__ladder" aria-labelledby="vip-ladder-title">
      <h2 id="vip-ladder-title">{t('vip.ladder')}</h2>
      <ol className="vip__levels">
        {props.levels.map((level) => {
          const mine = level.level === props.current;
          const titleId = `vip-level-${level.level}`;
          return (
            <li
              key={level.level}
              className={`vip__level${mine ? ' vip__level--mine' : ''}`}
              aria-labelledby={titleId}
              aria-current={mine ? 'true' : undefined}
            >
              <div className="vip__level-head">
                <VipBadge level={level.level} />
                <h3 id={titleId}>{t('vip.levelName', { level: level.level })}</h3>
                {mine && <span className="vip__tag">{t('vip.you')}</span>}
              </div>
              <dl className="vip__facts">
                <div>
                  <dt>{t('vip.columns.threshold')}</dt>
                  <dd>{money(level.threshold)}</dd>
                </div>
                <div>
                  <dt>{t('vip.columns.bonus')}</dt>
                  <dd>{level.levelBonus > 0 ? money(level.levelBonus) : t('vip.none')}</dd>
                </div>
                <div>
                  <dt>{t('vip.columns.rebate')}</dt>
                  <dd>
                    {level.rebateBonusBps > 0
                      ? t('vip.rebateBonus', { percent: percentText(level.rebateBonusBps, props.locale) })
                      : t('vip.none')}
                  </dd>
                </div>
                <div>
                  <dt>{t('vip.columns.withdraw')}</dt>
                  <dd>
                    {t('vip.withdrawLimit', {
                      amount: money(level.dailyWithdrawLimit),
                      count: level.dailyWithdrawCount,
                    })}
                  </dd>
                </div>
              </dl>
              <ul className="vip__benefits" aria-label={t('vip.columns.benefits')}>
                {level.benefits.map((key) => (
                  <li key={key}>{t(`vip.benefits.${key}`, key)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
