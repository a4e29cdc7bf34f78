import { useEffect, useId, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { TextField } from '@widgets/ui/text-field';
import { useStyles } from '@widgets/ui/styles';
import fieldCss from '@widgets/ui/field.css?inline';
import { RANGE_PRESETS, type RangePreset } from '@sdk/shared-rules/date-range';
import {
  latestDay,
  rangeFieldErrors,
  withCategory,
  withPreset,
  type RangeField,
  type RecordsFilter,
} from '@sdk/rules/records-filter';
import { ACCOUNT_KIND_CHOICES, categoryChoices, vendorChoices } from '@sdk/rules/records';
import { MAX_RANGE_DAYS } from '@sdk/contract/entities/records';
import type { GameCategory } from '@sdk/contract/entities/game';
import { SelectField } from './select-field';
import { dayText } from './record-format';

/**
 * The time a choice is made. Read only in handlers (SelectField calls onChange from its select's
 * change event), never while rendering.
 */
const now = () => Date.now();

/** What the bar offers besides the range: a category and a vendor (bets), a kind (movements), or nothing. */
export type FilterExtras = 'game' | 'kind' | 'none';

/**
 * A username field for the bar (the agent centre's team reports): its label, and the username
 * applied now. Typing applies nothing; the search button or Enter applies it with the range.
 */
export interface UsernameFilter {
  readonly label: string;
  readonly value: string;
  readonly searchLabel: string;
}

/**
 * The records pages' one filter bar: a period as a radio group (today, yesterday, 7 days, 30
 * days, custom), two date fields for a custom range, and the page's own choices. A preset or a
 * choice applies at once; custom dates apply with the button. A range the platform would refuse
 * shows why under its field and changes nothing (the rules of sdk/rules/records-filter). With
 * `username`, a username field too, whose text goes to `onApply` with every filter applied.
 */
export function RecordsFilterBar(props: {
  filter: RecordsFilter;
  extras: FilterExtras;
  onApply: (filter: RecordsFilter, username?: string) => void;
  username?: UsernameFilter;
}) {
  useStyles('cr-field', fieldCss);
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(props.filter);
  const [errors, setErrors] = useState<Partial<Record<RangeField, string>>>({});
  const [username, setUsername] = useState(props.username?.value ?? '');
  // The date fields' last day. Only a hint to the picker: every range is checked when applied.
  const [today] = useState(() => latestDay(now()));
  const lanes = useSignal(croupier.state.vendorLanes) ?? [];
  const locale = croupier.i18n.language;

  useEffect(() => {
    // The host site has the catalogue already; a centre embedded alone reads it (cached per tab).
    if (props.extras === 'game') void croupier.catalogue.loadVendors().catch(() => undefined);
  }, [croupier, props.extras]);

  /** Checks a filter; applies it only when its range is one the platform takes. */
  const apply = (next: RecordsFilter) => {
    setDraft(next);
    const found = rangeFieldErrors(next, now());
    const shown: Partial<Record<RangeField, string>> = {};
    for (const field of ['from', 'to'] as const) {
      const error = found[field];
      if (error) shown[field] = t(error.key, error.values);
    }
    setErrors(shown);
    if (shown.from || shown.to) return;
    if (props.username) props.onApply(next, username.trim());
    else props.onApply(next);
  };

  const choosePreset = (preset: RangePreset) => {
    // Custom only opens the date fields, on the range already shown: nothing changes yet.
    if (preset === 'custom') {
      setDraft(withPreset(draft, preset, now()));
      setErrors({});
    } else apply(withPreset(draft, preset, now()));
  };

  const vendorCodes = (category: GameCategory | '') => vendorChoices(lanes, category).map((v) => v.vassalage);
  const custom = draft.preset === 'custom';

  return (
    <form
      className="cr-records__filter"
      aria-label={t('records.filter.label')}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <fieldset className="cr-records__period">
        <legend className="cr-records__legend">{t('records.filter.period')}</legend>
        <div className="cr-segmented">
          {RANGE_PRESETS.map((preset) => (
            <label key={preset} className="cr-segmented__option">
              <input
                type="radio"
                name={`${id}-period`}
                value={preset}
                checked={draft.preset === preset}
                onChange={() => choosePreset(preset)}
              />
              <span>{t(`records.filter.presets.${preset}`)}</span>
            </label>
          ))}
        </div>
        <p className="cr-records__range-text" aria-live="polite">
          {props.filter.from === props.filter.to
            ? t('records.filter.showingDay', { day: dayText(props.filter.from, locale, 'full') })
            : t('records.filter.showing', {
                from: dayText(props.filter.from, locale),
                to: dayText(props.filter.to, locale),
              })}
        </p>
      </fieldset>
      {custom && (
        <div className="cr-records__custom">
          <TextField
            type="date"
            label={t('records.filter.from')}
            value={draft.from}
            max={today}
            error={errors.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <TextField
            type="date"
            label={t('records.filter.to')}
            value={draft.to}
            max={today}
            error={errors.to}
            hint={t('records.filter.rangeHint', { max: MAX_RANGE_DAYS })}
            onChange={(to) => setDraft({ ...draft, to })}
          />
          <button type="submit" className="cr-btn cr-btn--primary cr-records__apply">
            {t('records.filter.apply')}
          </button>
        </div>
      )}
      {props.username && (
        <div className="cr-records__custom cr-records__username">
          <TextField
            label={props.username.label}
            value={username}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            onChange={setUsername}
          />
          <button type="submit" className="cr-btn cr-btn--ghost cr-records__apply">
            {props.username.searchLabel}
          </button>
        </div>
      )}
      {props.extras === 'game' && (
        <div className="cr-records__choices">
          <SelectField
            label={t('records.filter.category')}
            value={draft.category}
            options={[
              { value: '', label: t('records.filter.allCategories') },
              ...categoryChoices(lanes).map((c) => ({ value: c, label: t(`records.categories.${c}`) })),
            ]}
            onChange={(category) => apply(withCategory(draft, category as GameCategory | '', vendorCodes))}
          />
          <SelectField
            label={t('records.filter.vendor')}
            value={draft.vendor}
            options={[
              { value: '', label: t('records.filter.allVendors') },
              ...vendorChoices(lanes, draft.category).map((v) => ({
                value: v.vassalage,
                label: v.displayName,
              })),
            ]}
            onChange={(vendor) => apply({ ...draft, vendor })}
          />
        </div>
      )}
      {props.extras === 'kind' && (
        <div className="cr-records__choices">
          <SelectField
            label={t('records.filter.kind')}
            value={draft.kind}
            options={[
              { value: '', label: t('records.filter.allKinds') },
              ...ACCOUNT_KIND_CHOICES.map((k) => ({ value: k, label: t(`records.kinds.${k}`) })),
            ]}
            onChange={(kind) => apply({ ...draft, kind: kind as RecordsFilter['kind'] })}
          />
        </div>
      )}
    </form>
  );
}
