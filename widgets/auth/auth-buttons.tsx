import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import type { ReactNode } from 'react';
import { errorText } from '../../sdk/i18n/error-text';
import { FLAGS } from '../../sdk/rules/whitelabel';

/**
 * A visitor's ways in (SPEC §2 header): free demo (FREEPLAY3), log in, register (DIRECTREG3).
 * The host site's header and the partners' auth widget render these same buttons.
 */
export function AuthButtons(props: {
  /** Offer registration where the brand allows it (default true). */
  register?: boolean;
  /** Offer the free demo where the brand allows it (default true). */
  freePlay?: boolean;
  /** A class for the free-demo button (the host's header hides it on a phone). */
  freePlayClassName?: string;
  /** An icon before "free demo" (the host's header has one; a partner's widget stays lean). */
  freePlayIcon?: ReactNode;
}) {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const freePlay = () =>
    void croupier.auth
      .freePlay()
      .catch((error: unknown) => croupier.modals.open('message', { text: errorText(t, error) }));
  return (
    <>
      {props.freePlay !== false && flags[FLAGS.freePlay] && (
        <button
          type="button"
          className={`cr-btn cr-btn--ghost${props.freePlayClassName ? ` ${props.freePlayClassName}` : ''}`}
          onClick={freePlay}
        >
          {props.freePlayIcon}
          {t('header.freeDemo')}
        </button>
      )}
      <button type="button" className="cr-btn cr-btn--ghost" onClick={() => croupier.modals.open('login')}>
        {t('header.login')}
      </button>
      {props.register !== false && flags[FLAGS.directRegister] && (
        <button
          type="button"
          className="cr-btn cr-btn--primary"
          onClick={() => croupier.modals.open('register')}
        >
          {t('header.register')}
        </button>
      )}
    </>
  );
}
