import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { FormError } from '@widgets/ui/form-error';
import { errorText } from '@sdk/i18n/error-text';
import { moneyText } from '@sdk/rules/money';

/** The total, the main wallet, and "bring everything back to the main wallet". */
export function WalletSummary(props: {
  total: number;
  main: number;
  /** Whether any vendor wallet holds money (else there is nothing to bring back). */
  vendorsHold: boolean;
  onRecalled: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const recall = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const recalled = await croupier.cashier.recallAll();
      setDone(t('wallet.recalled', { amount: moneyText(recalled.amount, locale) }));
      props.onRecalled();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cr-centre__card" aria-labelledby="cr-transfer-total">
      <div className="cr-transfer__summary">
        <p className="cr-transfer__stat cr-transfer__stat--total">
          <span id="cr-transfer-total">{t('wallet.total')}</span>
          <strong data-testid="wallet-total">{moneyText(props.total, locale)}</strong>
          <small>{t('wallet.totalHint')}</small>
        </p>
        <p className="cr-transfer__stat">
          <span>{t('wallet.main')}</span>
          <strong data-testid="wallet-main">{moneyText(props.main, locale)}</strong>
          <small>{t('wallet.mainHint')}</small>
        </p>
      </div>
      <FormError message={error} />
      <div className="cr-transfer__actions">
        <button
          type="button"
          className="cr-btn"
          disabled={busy || !props.vendorsHold}
          onClick={() => void recall()}
        >
          {busy ? t('common.loading') : t('wallet.recallAll')}
        </button>
        <p className="cr-transfer__note" role="status">
          {done ?? (props.vendorsHold ? '' : t('wallet.nothingToRecall'))}
        </p>
      </div>
    </section>
  );
}
