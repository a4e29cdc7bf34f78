import { useState } from 'react';
import { useCroupier } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useStyles } from '@widgets/ui/styles';
import { ProfileCard } from './profile-card';
import { ContactCard } from './contact-card';
import { PaymentPasswordForm } from './payment-password-form';
import { PayoutAccounts } from './payout-accounts';
import { LoginHistory } from './login-history';
import depositCss from '../deposit/deposit.css?inline';
import css from './security.css?inline';

/**
 * securityCenter (my account): who the member is, the login and payment passwords, the accounts
 * withdrawals go to, and the last logins. Every figure is the platform's.
 */
export default function SecurityPage() {
  useStyles('cr-deposit', depositCss);
  useStyles('cr-security', css);
  const croupier = useCroupier();
  // Setting the payment password changes what the other sections offer: they read it again.
  const [revision, setRevision] = useState(0);
  const info = useAsync(() => croupier.security.info(), [croupier, revision]);
  const changed = () => setRevision((n) => n + 1);
  return (
    <AsyncStates state={info} className="cr-centre__state">
      {info.status === 'ready' && (
        <div className="cr-security">
          <ProfileCard info={info.value} />
          <ContactCard info={info.value} onChanged={changed} />
          <PaymentPasswordForm info={info.value} onChanged={changed} />
          <PayoutAccounts hasPaymentPassword={info.value.hasPaymentPassword} onChanged={changed} />
          <LoginHistory logins={info.value.logins} />
        </div>
      )}
    </AsyncStates>
  );
}
