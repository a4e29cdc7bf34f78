import { useState, type ReactNode } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import type { SecurityInfo } from '@sdk/contract/entities/security';
import { MobileBindForm } from './mobile-bind-form';
import { EmailBindForm } from './email-bind-form';

type Contact = 'mobile' | 'email';

/**
 * The mobile number and email that recover the account and receive codes: bound ones shown
 * masked, the others with a way to bind them. Changing a bound one is customer service's job.
 */
export function ContactCard(props: { info: SecurityInfo; onChanged: () => void }) {
  const t = useT();
  const [open, setOpen] = useState<Contact>();
  const bound = () => {
    setOpen(undefined);
    props.onChanged();
  };
  const row = (contact: Contact, value: string | null, form: ReactNode) => (
    <div className="cr-security__contact">
      <div className="cr-security__contact-line">
        <span className="cr-security__contact-name">
          {t(contact === 'mobile' ? 'security.binding.mobileTitle' : 'security.binding.emailTitle')}
        </span>
        <span className="cr-security__contact-value">
          {/* A number has no letters to set its direction: kept left to right in Arabic too. */}
          {value ? <bdi dir="ltr">{value}</bdi> : t('security.binding.notBound')}
        </span>
        {value ? (
          <span className="cr-status cr-status--paid">{t('security.binding.bound')}</span>
        ) : (
          open !== contact && (
            <button
              type="button"
              className="cr-btn cr-btn--small"
              aria-expanded={false}
              aria-label={t(
                contact === 'mobile' ? 'security.binding.bindMobileOpen' : 'security.binding.bindEmailOpen',
              )}
              onClick={() => setOpen(contact)}
            >
              {t('security.binding.bind')}
            </button>
          )
        )}
      </div>
      {!value && open === contact && form}
    </div>
  );
  return (
    <section className="cr-centre__card" aria-labelledby="cr-security-contacts">
      <header className="cr-security__head">
        <h4 id="cr-security-contacts">{t('security.binding.title')}</h4>
      </header>
      {row(
        'mobile',
        props.info.mobile,
        <MobileBindForm onBound={bound} onCancel={() => setOpen(undefined)} />,
      )}
      {row('email', props.info.email, <EmailBindForm onBound={bound} onCancel={() => setOpen(undefined)} />)}
      <p className="cr-security__hint">{t('security.binding.changeHint')}</p>
    </section>
  );
}
