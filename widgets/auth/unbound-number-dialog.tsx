import { useId, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Modal } from '../ui/modal';
import { FormError } from '../ui/form-error';
import { placeError } from '../ui/server-error';
import { unboundNumberChoices } from '../../sdk/rules/unbound-number';
import { affiliateCodeFromUrl } from './use-affiliate';
import { NUMBER_SLOT, withNumber } from './number-in-sentence';

/**
 * The platform's answer to a provider login of a number no account uses (bind_customer_required,
 * C 6636–6690), as an alertdialog: register a new account with the number (FIREBASECREATEACC3),
 * the default and first focused, or log in with an existing account. Escape and the close button
 * leave the player on the mobile form.
 */
export function UnboundNumberDialog(props: {
  /** The number as the player typed it, with its dialling code. */
  number: string;
  onExisting: () => void;
  onClose: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const choices = unboundNumberChoices(flags);
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function register() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      // Logs the new member in: the session start closes the login modal and this dialog with it.
      await croupier.account.registerUnboundNumber({ affiliateCode: affiliateCodeFromUrl() });
    } catch (failure) {
      setError(placeError(t, failure).message);
      setBusy(false);
    }
  }

  return (
    <Modal
      name="unbound-number"
      role="alertdialog"
      size="small"
      title={t('auth.unboundNumber.title')}
      describedBy={messageId}
      onClose={props.onClose}
    >
      <FormError message={error} />
      <p id={messageId} className="cr-unbound__message">
        {withNumber(
          t(
            choices.includes('register')
              ? 'auth.unboundNumber.message'
              : 'auth.unboundNumber.messageExistingOnly',
            { number: NUMBER_SLOT },
          ),
          props.number,
        )}
      </p>
      <div className="cr-unbound__choices" aria-busy={busy}>
        {choices.map((choice) =>
          choice === 'register' ? (
            <button
              key={choice}
              type="button"
              className="cr-btn cr-btn--primary cr-btn--block"
              data-autofocus
              disabled={busy}
              onClick={() => void register()}
            >
              {busy && <span className="cr-spinner" aria-hidden="true" />}
              {t('auth.unboundNumber.register')}
            </button>
          ) : (
            <button
              key={choice}
              type="button"
              className={`cr-btn cr-btn--block ${choices.length === 1 ? 'cr-btn--primary' : 'cr-btn--ghost'}`}
              data-autofocus={choices.length === 1 ? true : undefined}
              disabled={busy}
              onClick={props.onExisting}
            >
              {t('auth.unboundNumber.existing')}
            </button>
          ),
        )}
      </div>
    </Modal>
  );
}
