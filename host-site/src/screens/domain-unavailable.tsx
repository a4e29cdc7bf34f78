import { useEffect, useId, useState } from 'react';
import { findWorkingDomain, type DomainRescue } from '@sdk/actions/domain-rescue';
import { domainRetryUrl } from '@sdk/rules/domain-route';
import { SERVICE_POPUP } from '@sdk/rules/service-link';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Modal } from '@widgets/ui/modal';
import { useBrand } from '../app/brand-context';
import './domain-unavailable.css';

/** Opens a customer-service channel in its popup; the service page gets no hold on the portal. */
function openService(url: string) {
  const popup = window.open(
    url,
    'croupier-cs',
    `width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height}`,
  );
  if (popup) popup.opener = null;
}

/**
 * The platform does not serve this domain (`domain_not_available`): as on the platform's page, the
 * dialog cannot be dismissed; it looks for a domain of the brand that answers and "Retry" moves the
 * player there with their affiliate and referral codes (the same page again when none answered),
 * and customer service stays one press away.
 */
export function DomainUnavailableDialog() {
  const t = useT();
  const croupier = useCroupier();
  const brand = useBrand();
  const textId = useId();
  const [rescue, setRescue] = useState<DomainRescue>();
  const [showChannels, setShowChannels] = useState(false);
  useEffect(() => {
    let live = true;
    void findWorkingDomain(croupier.client).then((found) => live && setRescue(found));
    return () => {
      live = false;
    };
  }, [croupier]);

  const retry = () =>
    window.location.replace(
      rescue?.origin ? domainRetryUrl(rescue.origin, window.location.search) : window.location.href,
    );
  const services = rescue?.services ?? [];
  const service = () => (services.length > 1 ? setShowChannels((v) => !v) : openService(services[0]!.url));
  const progress = !rescue
    ? t('screens.domainUnavailable.searching', { brand: brand.name })
    : rescue.origin
      ? t('screens.domainUnavailable.found', { host: new URL(rescue.origin).host })
      : t('screens.domainUnavailable.none');

  return (
    <Modal
      name="domainUnavailable"
      role="alertdialog"
      size="small"
      closable={false}
      title={t('screens.domainUnavailable.title')}
      describedBy={textId}
      onClose={() => undefined}
      onEnter={rescue ? retry : undefined}
      actions={
        <>
          {services.length > 0 && (
            <button
              type="button"
              className="cr-btn cr-btn--ghost"
              aria-expanded={services.length > 1 ? showChannels : undefined}
              onClick={service}
            >
              {t('screens.domainUnavailable.service')}
            </button>
          )}
          <button
            type="button"
            className="cr-btn cr-btn--primary"
            data-autofocus
            disabled={!rescue}
            onClick={retry}
          >
            {t('screens.domainUnavailable.retry')}
          </button>
        </>
      }
    >
      <div id={textId}>
        <p>{t('errors.domain_not_available')}</p>
        <p className="domain-unavailable__progress" role="status">
          {progress}
        </p>
      </div>
      {showChannels && (
        <ul className="domain-unavailable__channels" aria-label={t('screens.domainUnavailable.channels')}>
          {services.map((s) => (
            <li key={s.url}>
              <button type="button" className="cr-btn cr-btn--ghost" onClick={() => openService(s.url)}>
                {s.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
