import { useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';

/** One detail of a payment, with a copy button (an account number is easier pasted than typed). */
export function CopyRow(props: { label: string; value: string; copy?: boolean }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(props.value).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <div className="cr-deposit__detail">
      <dt>{props.label}</dt>
      <dd>
        <span className="cr-deposit__value">{props.value}</span>
        {props.copy !== false && (
          <button
            type="button"
            className="cr-btn cr-btn--small"
            aria-label={t('cashier.copy', { what: props.label })}
            onClick={copy}
          >
            {copied ? t('cashier.copied') : t('cashier.copyShort')}
          </button>
        )}
      </dd>
    </div>
  );
}
