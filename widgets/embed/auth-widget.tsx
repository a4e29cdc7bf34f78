import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { SharedModals } from './shared-modals';
import { FLAGS } from '../../sdk/rules/whitelabel';
import css from './auth-widget.css?inline';

/**
 * The auth widget for partner pages: log in / register buttons (or the account and a log-out
 * button once in) and every account modal of the portal.
 */
export default function AuthWidget(props: { register?: boolean }) {
  useStyles('cr-auth-widget', css);
  const croupier = useCroupier();
  const t = useT();
  const session = useSignal(croupier.state.session);
  const flags = useSignal(croupier.state.flags);
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
        <>
          <button
            type="button"
            className="cr-btn cr-btn--ghost"
            onClick={() => croupier.modals.open('login')}
          >
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
      )}
      <SharedModals families={['auth', 'dialogs']} />
    </div>
  );
}
