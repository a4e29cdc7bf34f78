import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { QrCode } from '@widgets/ui/qr-code';
import { QR_DEFAULT_SIZE } from '@widgets/ui/qr-sizes';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { useBrand } from '../app/brand-context';
import { absoluteUrl } from '../layout/right-bar';
import type { PageProps } from '../app/page-props';
import './down.css';

const STEPS = ['one', 'two', 'three', 'four'] as const;

/** SPEC §1, §2: the app download page with QR codes and installation tutorials. */
export default function DownPage(props: PageProps) {
  const croupier = useCroupier();
  const t = useT();
  const brand = useBrand();
  const status = useSignal(croupier.state.status);
  const resources = status?.info.resources ?? [];
  const find = (...types: string[]) =>
    types.map((type) => resources.find((r) => r.resourceType === type)).find(Boolean);
  const apps = [
    { key: 'ios' as const, resource: find('IOS', 'MOBILE_CONFIG'), steps: 'down.iosSteps' },
    { key: 'android' as const, resource: find('ANDROID'), steps: 'down.androidSteps' },
  ].filter((app) => app.resource);
  return (
    <section className="page down" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {props.title}
      </h1>
      <p className="page__lead">{t('down.intro', { brand: brand.name })}</p>
      {apps.length === 0 && <p className="page__empty">{t('common.empty')}</p>}
      <div className="down__apps">
        {apps.map(({ key, resource, steps }) => {
          const url = absoluteUrl(resource!.qrCodeUrl || resource!.url);
          return (
            <article key={key} className="down__app" data-app={key} aria-labelledby={`down-${key}`}>
              <h2 id={`down-${key}`}>{t(`down.${key}`)}</h2>
              <QrCode
                value={url}
                size={QR_DEFAULT_SIZE}
                label={t('rightBar.qrFor', { platform: t(`down.${key}`) })}
              />
              <a className="cr-btn cr-btn--ghost" href={absoluteUrl(resource!.url)}>
                <Icon path={icons.download} />
                {t('down.openLink')}
              </a>
              <h3>{t('down.tutorialTitle')}</h3>
              <ol className="down__steps">
                {STEPS.map((step) => (
                  <li key={step}>{t(`${steps}.${step}`)}</li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
    </section>
  );
}
