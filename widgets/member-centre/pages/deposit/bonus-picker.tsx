import { useId } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { moneyText } from '@sdk/rules/money';
import type { DepositMethods } from '@sdk/actions/cashier';

/** The optional bonus: none, or one of the brand's, each with what it asks in turnover. */
export function BonusPicker(props: {
  bonuses: DepositMethods['bonuses'];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
  error?: string;
}) {
  const croupier = useCroupier();
  const t = useT();
  const name = useId();
  const locale = croupier.i18n.language;
  return (
    <fieldset className="cr-deposit__choices" aria-describedby={props.error ? `${name}-error` : undefined}>
      <legend className="cr-field__label">{t('cashier.bonus')}</legend>
      <label className="cr-deposit__option">
        <input
          type="radio"
          name={name}
          checked={!props.selected}
          onChange={() => props.onSelect(undefined)}
        />
        <span>{t('cashier.noBonus')}</span>
      </label>
      {props.bonuses.map((bonus) => (
        <label key={bonus.id} className="cr-deposit__option">
          <input
            type="radio"
            name={name}
            checked={props.selected === bonus.id}
            onChange={() => props.onSelect(bonus.id)}
          />
          <span>
            {bonus.name}
            <small>
              {t('cashier.bonusTerms', {
                percent: bonus.percent,
                max: moneyText(bonus.maxBonus, locale),
                times: bonus.turnoverMultiple,
              })}
            </small>
          </span>
        </label>
      ))}
      {props.error && (
        <p id={`${name}-error`} className="cr-field__error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
