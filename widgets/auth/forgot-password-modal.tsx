import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import { FLAGS } from '../../sdk/rules/whitelabel';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

type Method = 'email' | 'phone';

/** SPEC §2 forgot-password modal: by email, and by phone when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const byPhone = flags[FLAGS.changePasswordVerification] === true;
  const [method, setMethod] = useState<Method>('email');
  const close = () => croupier.modals.close('forgotPassword');
  return (
    <Modal name="forgot-password" title={t('auth.forgotTitle')} onClose={close}>
      {byPhone ? (
        <Tabs
          label={t('auth.forgotMethods')}
          tabs={[
            { id: 'email', label: t('auth.tabs.email') },
            { id: 'phone', label: t('auth.tabs.mobile') },
          ]}
          selected={method}
          onSelect={setMethod}
        >
          {method === 'email' ? <ForgotByEmailForm /> : <ForgotByPhoneForm />}
        </Tabs>
      ) : (
        <ForgotByEmailForm />
      )}
    </Modal>
  );
}
