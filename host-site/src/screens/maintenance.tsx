import { useT } from '@widgets/ui/croupier-context';
import { ContactButton } from '@widgets/customer-service';
import { FullScreen } from './full-screen';

/** SPEC §2: System Maintenance, RESTRICTION OF VISIT, and Contact Us. */
export function MaintenanceScreen() {
  const t = useT();
  return (
    <FullScreen
      tone="maintenance"
      title={t('screens.maintenance.title')}
      subtitle={t('screens.maintenance.subtitle')}
    >
      <p className="full-screen__text">{t('screens.maintenance.text')}</p>
      <ContactButton />
    </FullScreen>
  );
}
