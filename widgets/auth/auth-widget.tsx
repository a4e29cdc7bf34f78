import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { AuthButtons } from './auth-buttons';

export interface AuthWidgetProps {
  register?: boolean;
  freePlay?: boolean;
}

/**
 * The auth widget for partner pages: the header's ways in while logged out (free demo, log in,
 * register), the account and a log-out button once in. Its modals come from the widget's
 * definition (the auth and dialog families).
 */
export function AuthWidget(props: AuthWidgetProps) {
  const croupier = useCroupier();
  const t = useT();
  const session = useSignal(croupier.state.session);
  return (
    <div className="cr-auth-widget">
      {session ? (
        <>
          <span className="cr-auth-widget__account" data-testid="embed-account">
            {session.account}
          </span>
          <button
            type="button"
            className="cr-btn cr-btn--ghost cr-btn--sm"
            onClick={() => croupier.modals.open('confirmLogout')}
          >
            {t('header.logout')}
          </button>
        </>
      ) : (
        <AuthButtons register={props.register} freePlay={props.freePlay} />
      )}
    </div>
  );
}
