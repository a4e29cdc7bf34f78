import { useEffect, useRef, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import { FLAGS } from '../../sdk/rules/whitelabel';
import { UsernameLoginForm } from './login-form';
import { MobileLoginForm } from './mobile-login-form';

type LoginTab = 'username' | 'sms';

/** The login modal (loginPopupModal of SPEC §2): username and mobile tabs, register-now link. */
export function LoginModal() {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const mobileLogin = flags[FLAGS.mobileCodeLogin] === true;
  // Opened because the platform ended the session: say why (a session limit, another network…).
  const expired = useSignal(croupier.state.modals).find((m) => m.name === 'login')?.props?.expired;
  const [tab, setTab] = useState<LoginTab>(() =>
    mobileLogin && croupier.auth.rememberedLogin()?.loginType === 'sms' ? 'sms' : 'username',
  );
  // The number a provider proved and no account uses, after "log in with an existing account":
  // the password login binds it. Forgotten when the player turns back to the mobile tab or leaves.
  const [bindingNumber, setBindingNumber] = useState<string>();
  const binding = useRef(bindingNumber);
  binding.current = bindingNumber;
  useEffect(
    () => () => {
      if (binding.current) void croupier.account.forgetUnboundNumber();
    },
    [croupier],
  );
  const selectTab = (next: LoginTab) => {
    if (next === 'sms' && bindingNumber) {
      void croupier.account.forgetUnboundNumber();
      setBindingNumber(undefined);
    }
    setTab(next);
  };
  const close = () => croupier.modals.close('login');
  return (
    <Modal name="login" title={t('auth.loginTitle')} onClose={close}>
      {typeof expired === 'string' && (
        <p className="cr-auth-hint" role="status">
          {t(`errors.${expired}`, { defaultValue: t('errors.login.not.session') })}
        </p>
      )}
      {mobileLogin ? (
        <Tabs
          label={t('auth.loginMethods')}
          tabs={[
            { id: 'username', label: t('auth.tabs.username') },
            { id: 'sms', label: t('auth.tabs.mobile') },
          ]}
          selected={tab}
          onSelect={selectTab}
        >
          {tab === 'username' ? (
            <UsernameLoginForm bindingNumber={bindingNumber} onCaptchaAlternative={() => selectTab('sms')} />
          ) : (
            <MobileLoginForm
              onUseExistingAccount={(number) => {
                setBindingNumber(number);
                setTab('username');
              }}
            />
          )}
        </Tabs>
      ) : (
        <UsernameLoginForm />
      )}
      <p className="cr-auth-switch">
        {t('auth.noAccount')}{' '}
        <button
          type="button"
          className="cr-link-btn"
          onClick={() => {
            close();
            croupier.modals.open('register');
          }}
        >
          {t('auth.registerNow')}
        </button>
      </p>
    </Modal>
  );
}
