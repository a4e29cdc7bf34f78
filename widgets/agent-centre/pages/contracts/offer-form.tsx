import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useSignal } from '@widgets/ui/use-signal';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { FormError } from '@widgets/ui/form-error';
import { SelectField } from '@widgets/ui/records/select-field';
import { isPlatformError } from '@sdk/client/platform-error';
import {
  FIRST_TIER_ROWS,
  downlineAgents,
  offerRefusal,
  periodChoices,
  tiersFromRows,
  type TierRow,
} from '@sdk/rules/contract-view';
import type { FieldErrors } from '@sdk/rules/validation/validate-field';
import type { ContractKind, ContractPeriod } from '@sdk/contract/entities/agent';
import type { AgentPageProps } from '../page-props';
import { TiersEditor, type TierField } from './tiers-editor';

type Field = 'downline' | 'tiers' | TierField;

/**
 * Offer a contract of this kind to one of my direct sub-agents: whom, the tiers, the period
 * (dividends choose one; salaries have theirs). Checked here by the contract rules before it is
 * sent; what the platform refuses (above my own rate, not my sub-agent) shows where it belongs.
 */
export function OfferForm(props: {
  kind: ContractKind;
  openPage: AgentPageProps['openPage'];
  /** After an offer went out: the page shows the platform's list again. */
  onSent: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const headingId = useId();
  const brand = useSignal(croupier.state.brand);
  const members = useAsync(() => croupier.agent.members({ pageSize: 50 }), [croupier]);
  const agents = members.status === 'ready' ? downlineAgents(members.value.list, brand?.agentTypes) : [];
  const periods = periodChoices(props.kind);
  const [chosen, setChosen] = useState('');
  const [rows, setRows] = useState<readonly TierRow[]>(FIRST_TIER_ROWS);
  const [period, setPeriod] = useState<ContractPeriod>(periods[0]!);
  const [sent, setSent] = useState<string>();
  const downline = chosen || agents[0]?.username || '';

  const form = useFormSubmit<Field>({
    fields: ['downline', 'tiers'],
    validate: () => {
      const checked = tiersFromRows(rows);
      const errors: FieldErrors<Field> = {};
      if (!checked.ok) errors[`row${checked.row}-${checked.field}`] = checked.error;
      return errors;
    },
    submit: async () => {
      const checked = tiersFromRows(rows);
      if (!checked.ok) return;
      setSent(undefined);
      try {
        await croupier.agent.offerContract(props.kind, { downline, tiers: checked.tiers, period });
      } catch (error) {
        const refusal = isPlatformError(error) ? offerRefusal(error) : undefined;
        if (!refusal) throw error;
        form.setFieldError(refusal.field, refusal.error);
        return;
      }
      setRows(FIRST_TIER_ROWS);
      setSent(t('agentContracts.offer.sent', { downline }));
      props.onSent();
    },
  });

  return (
    <section className="cr-centre__card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('agentContracts.offer.title')}</h4>
      <AsyncStates
        state={members}
        empty={agents.length === 0}
        emptyText={t('agentContracts.offer.noDownlines')}
        emptyAction={
          <button
            type="button"
            className="cr-btn cr-btn--ghost"
            onClick={() => props.openPage('registerCenter')}
          >
            {t('agentContracts.offer.registerOne')}
          </button>
        }
        className="cr-centre__state cr-contracts__empty"
      >
        <form className="cr-contracts__form" aria-labelledby={headingId} noValidate onSubmit={form.onSubmit}>
          <FormError message={form.formError} />
          <div className="cr-contracts__form-top">
            <SelectField
              label={t('agentContracts.offer.downline')}
              value={downline}
              options={agents.map((a) => ({ value: a.username, label: a.username }))}
              onChange={(next) => {
                setChosen(next);
                form.setFieldError('downline', undefined);
              }}
            />
            {periods.length > 1 ? (
              <fieldset className="cr-records__period">
                <legend className="cr-records__legend">{t('agentContracts.offer.period')}</legend>
                <div className="cr-segmented">
                  {periods.map((p) => (
                    <label key={p} className="cr-segmented__option">
                      <input
                        type="radio"
                        name={`${headingId}-period`}
                        value={p}
                        checked={period === p}
                        onChange={() => setPeriod(p)}
                      />
                      <span>{t(`agentContracts.periods.${p}`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <p className="cr-contracts__fixed-period">
                <span>{t('agentContracts.offer.period')}</span>
                <strong>{t(`agentContracts.periods.${period}`)}</strong>
              </p>
            )}
          </div>
          {form.errors.downline && (
            <p className="cr-field__error" role="alert">
              {form.errors.downline}
            </p>
          )}
          <TiersEditor rows={rows} onChange={setRows} errors={form.errors} error={form.errors.tiers} />
          <button type="submit" className="cr-btn cr-btn--primary cr-contracts__submit" disabled={form.busy}>
            {t(form.busy ? 'agentContracts.offer.sending' : 'agentContracts.offer.submit')}
          </button>
          <p className="cr-contracts__sent" role="status">
            {sent}
          </p>
        </form>
      </AsyncStates>
    </section>
  );
}
