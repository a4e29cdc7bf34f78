import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { LIMIT_SLOTS, limitOf, type LimitSlot } from '@sdk/rules/safer-gambling';
import type { ProtectionState } from '@sdk/contract/entities/safer-gambling';
import { LimitCard } from './limit-card';
import { RealityCheckForm } from './reality-check-form';
import type { TabProps } from './tab-props';

const GROUPS = ['deposit', 'loss'] as const;
const SESSION: LimitSlot = { kind: 'session' };

/**
 * The limits: deposits and losses per day, week and month, the session limit, and the reality
 * check. Every change answers with the whole state, which replaces what the tab shows.
 */
export function LimitsTab(props: TabProps) {
  const croupier = useCroupier();
  const t = useT();
  const loaded = useAsync(() => croupier.saferGambling.state(), [croupier]);
  const [fresh, setFresh] = useState<ProtectionState>();
  const state = fresh ?? (loaded.status === 'ready' ? loaded.value : undefined);
  const slotsOf = (kind: LimitSlot['kind']) => LIMIT_SLOTS.filter((slot) => slot.kind === kind);

  return (
    <AsyncStates
      state={fresh ? { status: 'ready', retry: loaded.retry } : loaded}
      className="cr-centre__state"
    >
      {state && (
        <div className="cr-safer__limits">
          <p className="cr-safer__rule">{t('saferGambling.limits.rule')}</p>
          {GROUPS.map((kind) => (
            <section key={kind} className="cr-safer__group" aria-labelledby={`cr-safer-${kind}`}>
              <h4 id={`cr-safer-${kind}`}>{t(`saferGambling.limits.${kind}.title`)}</h4>
              <p className="cr-safer__hint">{t(`saferGambling.limits.${kind}.hint`)}</p>
              <div className="cr-safer__cards">
                {slotsOf(kind).map((slot) => (
                  <LimitCard
                    key={slot.period}
                    slot={slot}
                    limit={limitOf(state.limits, slot)}
                    platformNow={props.platformNow}
                    onChanged={setFresh}
                  />
                ))}
              </div>
            </section>
          ))}
          <div className="cr-safer__pair">
            <section className="cr-safer__group" aria-labelledby="cr-safer-session">
              <h4 id="cr-safer-session">{t('saferGambling.limits.session.title')}</h4>
              <p className="cr-safer__hint">{t('saferGambling.limits.session.hint')}</p>
              <LimitCard
                slot={SESSION}
                limit={limitOf(state.limits, SESSION)}
                platformNow={props.platformNow}
                onChanged={setFresh}
              />
            </section>
            <RealityCheckForm minutes={state.realityCheckMinutes} onChanged={setFresh} />
          </div>
        </div>
      )}
    </AsyncStates>
  );
}
