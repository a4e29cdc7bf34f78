import { useId } from 'react';

/** A wallet a transfer can name: `main` or a vendor's code, its name and what it holds. */
export interface WalletChoice {
  readonly code: string;
  readonly name: string;
  readonly balance: string;
}

/**
 * One side of a move between wallets: a radio group of wallet cards (fieldset and legend, so a
 * screen reader names the group and arrow keys move within it), each with its balance. `blocked`
 * is the wallet the other side holds, shown but not selectable here.
 */
export function WalletChoices(props: {
  legend: string;
  wallets: readonly WalletChoice[];
  value: string;
  blocked?: string;
  error?: string;
  onPick: (code: string) => void;
}) {
  const id = useId();
  return (
    <fieldset
      className={`cr-transfer__choices${props.error ? ' has-error' : ''}`}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="cr-field__label">{props.legend}</legend>
      <div className="cr-transfer__wallets">
        {props.wallets.map((wallet) => (
          <label key={wallet.code} className="cr-transfer__wallet">
            <input
              type="radio"
              name={id}
              value={wallet.code}
              checked={props.value === wallet.code}
              disabled={props.blocked === wallet.code}
              onChange={() => props.onPick(wallet.code)}
            />
            <b>{wallet.name}</b> <span>{wallet.balance}</span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="cr-field__error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
