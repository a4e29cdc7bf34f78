import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { ConfirmDialog } from '../ui/confirm-dialog';
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
    return (
      <ConfirmDialog
        name="confirm-logout"
        title={t('header.logoutTitle')}
        message={t('header.logoutConfirm')}
        confirmLabel={t('header.logout')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void croupier.auth.logout()}
        onClose={close}
      />
    );
  }
  if (modal.name === 'trialWarning') {
    // SPEC §4, §8: in_need_true_account with the confirm button in_increase_submit.
    return (
      <ConfirmDialog
        name="trial-warning"
        title={t('errors.in_need_true_account')}
        message={t('dialogs.trialText')}
        confirmLabel={t('dialogs.in_increase_submit')}
        onConfirm={close}
        onClose={close}
      />
    );
  }
  if (modal.name === 'message') {
    const key = String(modal.props?.messageKey ?? 'errors.unknown');
    return (
      <ConfirmDialog
        name="message"
        title={t(String(modal.props?.titleKey ?? 'dialogs.notice'))}
        message={typeof modal.props?.text === 'string' ? modal.props.text : t(key)}
        confirmLabel={t('common.ok')}
        onConfirm={close}
        onClose={close}
      />
    );
  }
  return null;
}
