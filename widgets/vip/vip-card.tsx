import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useClaim } from '@widgets/ui/use-claim';
import { moneyText } from '@sdk/rules/money';
import type { VipStatus } from '@sdk/contract/entities/vip';
import { VipBadge } from './vip-badge';
import { percentText } from './percent';

/**
 * The member's card: their level and badge, cumulative valid bet, the progress bar to the next
 * level (WAI-ARIA progressbar, in whole percent from the platform's basis points) and the
 * level-up bonuses of the levels reached, each claimed once.
 */
export function VipCard(props: { status: VipStatus; locale: string; onClaimed: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const { status } = props;
  const claim = useClaim<number>();
  const money = (amount: number) => moneyText(amount, props.locale);
  const percent = percentText(status.progressBps, props.locale);
  const onClaim = (level: number) =>
    claim.run(
      level,
      async () => {
        const paid = await croupier.vip.claimBonus(level);
        props.onClaimed();
        return t('vip.bonuses.paid', { amount: money(paid.amount) });
      },
      props.onClaimed,
    );
  return (
    <section className="vip__card" aria-labelledby="vip-card-title">
      <div className="vip__card-head">
        <VipBadge level={status.level} size={72} />
        <div>
          <h2 id="vip-card-title">{t('vip.card.title')}</h2>
          <p className="vip__card-level">{t('vip.levelName', { level: status.level })}</p>
        </div>
        <dl className="vip__turnover">
          <dt>{t('vip.card.turnover')}</dt>
          <dd>{money(status.turnover)}</dd>
        </dl>
      </div>
      {status.nextLevel === null ? (
        <p className="vip__next">{t('vip.card.top')}</p>
      ) : (
        <div className="vip__progress-block">
          <div
            className="vip__progress"
            role="progressbar"
            aria-label={t('vip.card.progress', { level: status.nextLevel })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.progressBps / 100}
            aria-valuetext={`${percent} %`}
          >
            <span style={{ width: `${status.progressBps / 100}%` }} />
          </div>
          <p className="vip__next">
            {t('vip.card.toNext', { amount: money(status.toNext), level: status.nextLevel })}
          </p>
        </div>
      )}
      <section className="vip__bonuses" aria-labelledby="vip-bonuses-title">
        <h3 id="vip-bonuses-title">{t('vip.bonuses.title')}</h3>
        {status.bonuses.length === 0 ? (
          <p className="vip__next">{t('vip.bonuses.empty')}</p>
        ) : (
          <ul>
            {status.bonuses.map((bonus) => (
              <li key={bonus.level}>
                <span className="vip__bonus-name">{t('vip.levelName', { level: bonus.level })}</span>
                <strong>{money(bonus.amount)}</strong>
                {bonus.claimedAt === null ? (
                  <button
                    type="button"
                    className="cr-btn cr-btn--primary"
                    disabled={claim.busy !== undefined}
                    onClick={() => void onClaim(bonus.level)}
                  >
                    {claim.busy === bonus.level
                      ? t('vip.bonuses.claiming')
                      : t('vip.bonuses.claimLevel', { level: bonus.level })}
                  </button>
                ) : (
                  <span className="vip__claimed">{t('vip.bonuses.claimed')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {claim.done && (
          <p className="vip__done" role="status">
            {claim.done}
          </p>
        )}
        {claim.error && (
          <p className="cr-form-error" role="alert">
            {claim.error}
          </p>
        )}
      </section>
    </section>
  );
}
