import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import { registerTabs, type RegisterKind } from '../../sdk/rules/registration';
import { RegisterForm } from './register-form';

/** SPEC §2 register modal: username and mobile tabs as the brand allows, a link back to login. */
export function RegisterModal() {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const tabs = registerTabs(flags);
  const [tab, setTab] = useState<RegisterKind>(tabs[0] ?? 'username');
  // The rules say which tab they are for: on a tab switch, the render before the new load starts
  // still holds the other tab's rules, and a form mounted with them would be thrown away (with
  // whatever the player typed) a moment later.
  const rules = useAsync(
    async () => ({ tab, rules: await croupier.account.registerRules(tab) }),
    [croupier, tab],
  );
  const close = () => croupier.modals.close('register');
  const form = (
    <AsyncStates state={rules} className={rules.status === 'error' ? 'cr-form-error' : undefined}>
      {/* A new key per tab remounts the form, which draws a fresh captcha (SPEC §4). */}
      {rules.status === 'ready' && rules.value.tab === tab && (
        <RegisterForm key={tab} kind={tab} rules={rules.value.rules} />
      )}
    </AsyncStates>
  );
  return (
    <Modal name="register" title={t('auth.registerTitle')} onClose={close}>
      {tabs.length === 0 && <p className="cr-form-error">{t('errors.feature_disabled')}</p>}
      {tabs.length === 1 && form}
      {tabs.length > 1 && (
        <Tabs
          label={t('auth.registerMethods')}
          tabs={tabs.map((id) => ({ id, label: t(`auth.tabs.${id}`) }))}
          selected={tab}
          onSelect={setTab}
        >
          {form}
        </Tabs>
      )}
      <p className="cr-auth-switch">
        {t('auth.haveAccount')}{' '}
        <button
          type="button"
          className="cr-link-btn"
          onClick={() => {
            close();
            croupier.modals.open('login');
          }}
        >
          {t('auth.loginInstead')}
        </button>
      </p>
    </Modal>
  );
}
