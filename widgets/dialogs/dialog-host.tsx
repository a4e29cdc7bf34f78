import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Modal } from '../ui/modal';
import type { OpenModal } from '../../sdk/state/modals';

/** The portal's small dialogs: logout confirmation, the trial-account warning, and messages. */
export function DialogHost() {
  const croupier = useCroupier();
  const modals = useSignal(croupier.state.modals);
  return (
    <>
      {modals.map((modal) => (
        <Dialog key={modal.name} modal={modal} />
      ))}
    </>
  );
}

function Dialog({ modal }: { modal: OpenModal }) {
  const croupier = useCroupier();
  const t = useT();
  const close = () => croupier.modals.close(modal.name);
  if (modal.name === 'confirmLogout') {
    const logout = () => void croupier.auth.logout();
    return (
      <Modal
        name="confirm-logout"
        role="alertdialog"
        size="small"
        title={t('header.logoutTitle')}
        onClose={close}
        onEnter={logout}
        actions={
          <>
            <button type="button" className="cr-btn cr-btn--ghost" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="button" className="cr-btn cr-btn--primary" data-autofocus onClick={logout}>
              {t('header.logout')}
            </button>
          </>
        }
      >
        <p>{t('header.logoutConfirm')}</p>
      </Modal>
    );
  }
  if (modal.name === 'trialWarning') {
    // SPEC §4, §8: in_need_true_account with the confirm button in_increase_submit.
    return (
      <Modal
        name="trial-warning"
        role="alertdialog"
        size="small"
        title={t('errors.in_need_true_account')}
        onClose={close}
        onEnter={close}
        actions={
          <button type="button" className="cr-btn cr-btn--primary" data-autofocus onClick={close}>
            {t('dialogs.in_increase_submit')}
          </button>
        }
      >
        <p>{t('dialogs.trialText')}</p>
      </Modal>
    );
  }
  if (modal.name === 'message') {
    const key = String(modal.props?.messageKey ?? 'errors.unknown');
    const text = typeof modal.props?.text === 'string' ? modal.props.text : t(key);
    return (
      <Modal
        name="message"
        role="alertdialog"
        size="small"
        title={t(String(modal.props?.titleKey ?? 'dialogs.notice'))}
        onClose={close}
        onEnter={close}
        actions={
          <button type="button" className="cr-btn cr-btn--primary" data-autofocus onClick={close}>
            {t('common.ok')}
          </button>
        }
      >
        <p>{text}</p>
      </Modal>
    );
  }
  return null;
}
