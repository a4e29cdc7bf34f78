import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { dateFormats } from '@sdk/rules/dates';
import { errorText } from '@sdk/i18n/error-text';
import { isPlatformError } from '@sdk/client/platform-error';
import { moneyText } from '@sdk/rules/money';
import type { MissionActions } from '@sdk/actions/missions';
import type { Mission } from '@sdk/contract/entities/missions';

/** What a card's claim is doing: nothing yet, waiting, paid (the amount), or refused (the text). */
type Claim =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'paid'; amount: number }
  | { step: 'error'; code?: string; text: string };

/** The missions with their progress bars, rewards and claim buttons. */
export function MissionList(props: { actions: MissionActions }) {
  const t = useT();
  const missions = useAsync(() => props.actions.list(), [props.actions]);
  return (
    <AsyncStates
      state={missions}
      className="cr-centre__state"
      empty={missions.status === 'ready' && missions.value.list.length === 0}
      emptyText={t('missions.empty')}
    >
      {missions.status === 'ready' && (
        <ul className="cr-missions__list">
          {missions.value.list.map((mission) => (
            <MissionCard key={mission.id} mission={mission} actions={props.actions} />
          ))}
        </ul>
      )}
    </AsyncStates>
  );
}

function MissionCard(props: { mission: Mission; actions: MissionActions }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const [claim, setClaim] = useState<Claim>({ step: 'idle' });
  // Paid here, or in another tab before: the card shows it claimed without reloading the list.
  const claimedNow =
    claim.step === 'paid' || (claim.step === 'error' && claim.code === 'mission_already_claimed');
  const mission: Mission = claimedNow ? { ...props.mission, state: 'claimed', percent: 100 } : props.mission;
  const amount = (value: number) => (mission.metric === 'spins' ? String(value) : moneyText(value, locale));
  const progressText = t('missions.progress', { done: amount(mission.progress), goal: amount(mission.goal) });

  const onClaim = () => {
    setClaim({ step: 'busy' });
    props.actions.claim(mission.id).then(
      (paid) => {
        setClaim({ step: 'paid', amount: paid.reward });
        // Read again for the menu's badge; the list on screen keeps this card's message.
        props.actions.list().catch(() => undefined);
      },
      (error: unknown) =>
        setClaim({
          step: 'error',
          code: isPlatformError(error) ? error.code : undefined,
          text: errorText(t, error),
        }),
    );
  };
  const label =
    claim.step === 'busy'
      ? t('missions.claiming')
      : mission.state === 'claimed'
        ? t('missions.claimed')
        : mission.state === 'claimable'
          ? t('missions.claim')
          : t('missions.inProgress');

  return (
    <li className={`cr-missions__card cr-missions__card--${mission.state}`}>
      <div className="cr-missions__head">
        <h4>{mission.title}</h4>
        <span className="cr-missions__period">{t(`missions.period.${mission.period}`)}</span>
      </div>
      <div
        className="cr-missions__bar"
        role="progressbar"
        aria-label={t('missions.progressLabel', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        aria-valuetext={progressText}
      >
        <span style={{ width: `${mission.percent}%` }} />
      </div>
      <p className="cr-missions__facts">
        <span>{progressText}</span>
        <span>{t('missions.resets', { time: dateFormats(locale).dateTime.format(mission.periodEnd) })}</span>
      </p>
      <div className="cr-missions__foot">
        <p className="cr-missions__reward">
          <strong>{t('missions.reward', { amount: moneyText(mission.reward, locale) })}</strong>
          {mission.points > 0 && <span>{t('missions.points', { points: mission.points })}</span>}
        </p>
        <button
          type="button"
          className={`cr-btn ${mission.state === 'claimable' ? 'cr-btn--primary' : 'cr-btn--ghost'}`}
          disabled={mission.state !== 'claimable' || claim.step === 'busy'}
          aria-busy={claim.step === 'busy'}
          onClick={onClaim}
        >
          {label}
        </button>
      </div>
      <p className="cr-missions__done" role="status">
        {claim.step === 'paid' && t('missions.paid', { amount: moneyText(claim.amount, locale) })}
      </p>
      {claim.step === 'error' && (
        <p className="cr-missions__error" role="alert">
          {claim.text}
        </p>
      )}
    </li>
  );
}
