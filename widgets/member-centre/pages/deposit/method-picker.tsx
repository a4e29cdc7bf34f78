import { useId } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import type { DepositMethods } from '@sdk/actions/cashier';

const KIND_ICON = { bank: icons.home, ewallet: icons.wallet, usdt: icons.bolt } as const;

/** The deposit methods as a radio group drawn as cards (arrow keys move between them). */
export function MethodPicker(props: {
  methods: DepositMethods['methods'];
  selected: string | undefined;
  onSelect: (id: string) => void;
  error?: string;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="cr-deposit__choices" aria-describedby={props.error ? `${name}-error` : undefined}>
      <legend className="cr-field__label">{t('cashier.method')}</legend>
      <div className="cr-deposit__cards">
        {props.methods.map((method) => (
          <label key={method.id} className="cr-deposit__card">
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={props.selected === method.id}
              onChange={() => props.onSelect(method.id)}
            />
            <Icon path={KIND_ICON[method.kind]} />
            <span className="cr-deposit__card-text">
              {t(`cashier.kind.${method.kind}`)}
              {/* The operator's own name for it (its bank, its e-wallet brand), when it says more. */}
              {method.name.toLowerCase() !== t(`cashier.kind.${method.kind}`).toLowerCase() && (
                <small>{method.name}</small>
              )}
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${name}-error`} className="cr-field__error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
