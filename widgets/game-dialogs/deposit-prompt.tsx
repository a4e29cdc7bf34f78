import { useCroupier, useT } from '../ui/croupier-context';
import { Modal } from '../ui/modal';

/** The balance cannot cover the game: offer the deposit page of the personal centre. */
export function DepositPrompt() {
  const croupier = useCroupier();
  const t = useT();
  const close = () => croupier.modals.close('depositPrompt');
  const deposit = () => {
    close();
    croupier.modals.open('personalCentre', { page: 'depositv2' });
  };
  return (
    <Modal
      name="deposit-prompt"
      role="alertdialog"
      size="small"
      title={t('games.deposit.title')}
      onClose={close}
      onEnter={deposit}
      actions={
        <>
          <button type="button" className="cr-btn cr-btn--ghost" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="button" className="cr-btn cr-btn--primary" data-autofocus onClick={deposit}>
            {t('games.deposit.action')}
          </button>
        </>
      }
    >
      <p>{t('games.deposit.text')}</p>
    </Modal>
  );
}
