import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { ContactButton } from '@widgets/customer-service';
import { FullScreen } from './full-screen';

/** SPEC §2: the IP restriction page shows the visitor's IP and country, plus Contact Us. */
export function RestrictedScreen() {
  const t = useT();
  const status = useSignal(useCroupier().state.status);
  return (
    <FullScreen tone="restricted" title={t('screens.restricted.title')}>
      <p className="full-screen__text">{t('screens.restricted.text')}</p>
      <dl className="full-screen__facts">
        <div>
          <dt>{t('screens.restricted.ip')}</dt>
          <dd data-testid="visitor-ip">{status?.location.ip}</dd>
        </div>
        <div>
          <dt>{t('screens.restricted.country')}</dt>
          <dd data-testid="visitor-country">{status?.location.country}</dd>
        </div>
      </dl>
      <ContactButton />
    </FullScreen>
  );
}
