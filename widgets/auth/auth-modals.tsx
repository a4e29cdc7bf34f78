import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { LoginModal } from './login-modal';
import { RegisterModal } from './register-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { ChangePasswordModal } from './change-password-modal';
import { ResetPasswordModal } from './reset-password-modal';
import css from './auth.css?inline';

/**
 * Renders whichever account modal is open (SPEC §2: login, register, forgot and change password,
 * and the page of an emailed reset link).
 */
export function AuthModals() {
  useStyles('cr-auth', css);
  const croupier = useCroupier();
  const open = useSignal(croupier.state.modals);
  const ready = useTexts('auth');
  if (!ready) return null;
  return (
    <>
      {open.map((modal) => {
        switch (modal.name) {
          case 'login':
            return <LoginModal key="login" />;
          case 'register':
            return <RegisterModal key="register" />;
          case 'forgotPassword':
            return <ForgotPasswordModal key="forgot" />;
          case 'resetPassword':
            return typeof modal.props?.token === 'string' ? (
              <ResetPasswordModal key="reset" token={modal.props.token} />
            ) : null;
          case 'changePassword':
            return (
              <ChangePasswordModal
                key="change"
                required={modal.props?.required === true}
                knownPassword={
                  typeof modal.props?.knownPassword === 'string' ? modal.props.knownPassword : undefined
                }
              />
            );
          default:
            return null;
        }
      })}
    </>
  );
}
