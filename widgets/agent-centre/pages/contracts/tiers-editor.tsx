import { useId } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { addTierRow, canAddTier, removeTierRow, type TierRow } from '@sdk/rules/contract-view';

/** A field of one row, as the offer form names it for its errors. */
export type TierField = `row${number}-${'threshold' | 'rate'}`;

/**
 * The offer form's tiers: rows of "from" (money) and "rate" (%), the first from 0 and fixed; rows
 * can be added up to ten and removed. Each row's problem shows under its field; a problem of the
 * whole (the platform's refusal) under the group, which it describes.
 */
export function TiersEditor(props: {
  rows: readonly TierRow[];
  onChange: (rows: TierRow[]) => void;
  errors: Partial<Record<TierField, string>>;
  /** The whole tiers' error (the platform's refusal). */
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const set = (index: number, change: Partial<TierRow>) =>
    props.onChange(props.rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset
      className="cr-contracts__tiers-editor"
      aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
    >
      <legend className="cr-records__legend">{t('agentContracts.tiers.legend')}</legend>
      <p id={`${id}-hint`} className="cr-field__hint">
        {t('agentContracts.tiers.hint')}
      </p>
      <ol className="cr-contracts__rows">
        {props.rows.map((row, i) => {
          const n = i + 1;
          return (
            <li key={i} className="cr-contracts__row">
              <TextField
                label={t('agentContracts.tiers.threshold', { n })}
                value={row.threshold}
                readOnly={i === 0}
                inputMode="decimal"
                autoComplete="off"
                error={props.errors[`row${i}-threshold`]}
                onChange={(threshold) => set(i, { threshold })}
              />
              <TextField
                label={t('agentContracts.tiers.rateField', { n })}
                value={row.rate}
                inputMode="decimal"
                autoComplete="off"
                error={props.errors[`row${i}-rate`]}
                onChange={(rate) => set(i, { rate })}
              />
              {i > 0 ? (
                <button
                  type="button"
                  className="cr-icon-btn cr-contracts__remove"
                  aria-label={t('agentContracts.tiers.remove', { n })}
                  onClick={() => props.onChange(removeTierRow(props.rows, i))}
                >
                  <Icon path={icons.close} />
                </button>
              ) : (
                <span className="cr-contracts__remove" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
      {props.error && (
        <p id={`${id}-error`} className="cr-field__error" role="alert">
          {props.error}
        </p>
      )}
      {canAddTier(props.rows) && (
        <button
          type="button"
          className="cr-btn cr-btn--ghost cr-btn--sm cr-contracts__add"
          onClick={() => props.onChange(addTierRow(props.rows))}
        >
          + {t('agentContracts.tiers.add')}
        </button>
      )}
    </fieldset>
  );
}
