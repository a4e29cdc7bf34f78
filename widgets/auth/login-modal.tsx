import { useCroupier, useT } from '../ui/croupier-context';
import { Modal } from '../ui/modal';
import { UsernameLoginForm } from './login-form';

/** The login modal (loginPopupModal of SPEC §2). */
export function LoginModal() {
  const croupier = useCroupier();
  const t = useT();
  return (
    <Modal name="login" title={t('auth.loginTitle')} onClose={() => croupier.modals.close('login')}>
      <UsernameLoginForm />
      <p className="cr-auth-switch">
        {t('auth.noAccount')}{' '}
        <button
          type="button"
          className="cr-link-btn"
          onClick={() => (croupier.modals.close('login'), croupier.modals.open('register'))}
        >
          {t('auth.registerNow')}
        </button>
      </p>
    </Modal>
  );
}
