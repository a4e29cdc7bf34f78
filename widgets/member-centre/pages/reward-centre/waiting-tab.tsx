import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useClaim } from '@widgets/ui/use-claim';
import { moneyText } from '@sdk/rules/money';
import { waitingRewards, waitingTotal, type WaitingReward } from '@sdk/rules/reward-centre';
import type { MemberPageProps } from '../page-props';
import { claimReward, readSources } from './waiting-sources';

const keyOf = (r: WaitingReward) => `${r.source}:${r.ref}`;

/**
 * The rewards waiting for the member, largest first, each with its claim button. A claim paid or
 * refused reads every source again, so a reward claimed in another tab leaves the list, and the
 * answer (what was paid, or why not) is announced.
 */
export function WaitingTab(props: MemberPageProps) {
  const croupier = useCroupier();
  const t = useT();
  const [revision, setRevision] = useState(0);
  const read = useAsync(() => readSources(croupier), [croupier, revision]);
  const claim = useClaim<string>();
  const locale = croupier.i18n.language;
  const money = (amount: number) => moneyText(amount, locale);
  const rewards = read.status === 'ready' ? waitingRewards(read.value.sources) : [];

  const title = (r: WaitingReward) =>
    r.source === 'vip'
      ? t('rewardCentre.vipTitle', { level: r.ref })
      : r.source === 'rebate'
        ? t('rewardCentre.rebateTitle')
        : r.title;
  const onClaim = (r: WaitingReward) =>
    claim.run(
      keyOf(r),
      async () => {
        const paid = await claimReward(croupier, r);
        setRevision((n) => n + 1);
        return paid.prize
          ? t('rewardCentre.drawn', { prize: paid.prize, amount: money(paid.amount ?? 0) })
          : t('rewardCentre.paid', { amount: money(paid.amount ?? 0), title: title(r) });
      },
      () => setRevision((n) => n + 1),
    );

  return (
    <section aria-labelledby="cr-reward-waiting">
      <h4 id="cr-reward-waiting" className="cr-visually-hidden">
        {t('rewardCentre.tabs.waiting')}
      </h4>
      <p className="cr-reward-centre__live" role="status">
        {claim.done}
      </p>
      {claim.error && (
        <p className="cr-form-error" role="alert">
          {claim.error}
        </p>
      )}
      <AsyncStates
        state={read}
        className="cr-centre__state"
        empty={read.status === 'ready' && rewards.length === 0}
        emptyText={t('rewardCentre.empty')}
      >
        {read.status === 'ready' && (
          <>
            {read.value.failed && <p className="cr-reward-centre__note">{t('rewardCentre.partial')}</p>}
            <p className="cr-reward-centre__total">
              {t('rewardCentre.total', { count: rewards.length, amount: money(waitingTotal(rewards)) })}
            </p>
            <ul className="cr-reward-centre__list">
              {rewards.map((r) => (
                <li key={keyOf(r)} className="cr-reward-centre__item">
                  <span className={`cr-reward-centre__source cr-reward-centre__source--${r.source}`}>
                    {t(`rewardCentre.sources.${r.source}`)}
                  </span>
                  <span className="cr-reward-centre__title">{title(r)}</span>
                  <strong
                    className={`cr-reward-centre__amount${r.amount === null ? ' cr-reward-centre__amount--unknown' : ''}`}
                  >
                    {r.amount === null ? t('rewardCentre.prizeDrawn') : money(r.amount)}
                  </strong>
                  <button
                    type="button"
                    className="cr-btn cr-btn--primary"
                    disabled={claim.busy !== undefined}
                    aria-label={t(
                      r.source === 'raffle' ? 'rewardCentre.drawLabel' : 'rewardCentre.claimLabel',
                      {
                        title: title(r),
                      },
                    )}
                    onClick={() => void onClaim(r)}
                  >
                    {claim.busy === keyOf(r)
                      ? t('rewardCentre.claiming')
                      : r.source === 'raffle'
                        ? t('rewardCentre.draw')
                        : t('rewardCentre.claim')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </AsyncStates>
      <p className="cr-reward-centre__more">
        <button
          type="button"
          className="cr-reward-centre__link"
          onClick={() => props.openPage('missionLeaderboard')}
        >
          {t('rewardCentre.moreMissions')}
        </button>
      </p>
    </section>
  );
}
