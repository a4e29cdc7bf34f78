import { lazy, Suspense, useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { useCustomerService } from '@widgets/customer-service';
import { QR_RIGHT_BAR_SIZE } from '@widgets/ui/qr-sizes';
import type { Resource } from '@sdk/contract/entities';
import './right-bar.css';

const QrCode = lazy(() => import('@widgets/ui/qr-code').then((m) => ({ default: m.QrCode })));

const SOCIAL: readonly { type: string; icon: string }[] = [
  { type: 'FACEBOOK', icon: icons.chat },
  { type: 'TELEGRAM', icon: icons.send },
  { type: 'WHATSAPP', icon: icons.phone },
  { type: 'LINE', icon: icons.chat },
];

/** A resource's link made absolute, so a phone scanning its QR code can open it. */
export const absoluteUrl = (url: string) => new URL(url, globalThis.location?.origin).toString();

/**
 * SPEC §2: the floating right bar with the brand's services and the app download QR codes. On a
 * phone a floating bar covers game tiles and buttons, so there it is hidden and the menu drawer
 * shows the same links (`variant="drawer"`, labelled, without the QR codes: the drawer's menu links
 * the download page, and a phone cannot scan its own screen).
 */
export function RightBar(props: { variant?: 'floating' | 'drawer'; onAction?: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const status = useSignal(croupier.state.status);
  const drawer = props.variant === 'drawer';
  const [open, setOpen] = useState(true);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const listId = useId();
  const panelId = useId();
  const { open: openService } = useCustomerService();
  const resources = status?.info.resources ?? [];
  const byType = (type: string) => resources.find((r) => r.resourceType === type);
  const ios = byType('IOS') ?? byType('MOBILE_CONFIG');
  const android = byType('ANDROID');
  const hasChat = (status?.info.customerService.length ?? 0) > 0;
  const apps = [
    ios && { key: 'ios', resource: ios },
    android && { key: 'android', resource: android },
  ].filter(Boolean) as {
    key: 'ios' | 'android';
    resource: Resource;
  }[];

  return (
    <aside
      className={`right-bar${drawer ? ' right-bar--drawer' : ''}${open ? '' : ' is-collapsed'}`}
      aria-label={t('rightBar.label')}
    >
      {!drawer && (
        <button
          type="button"
          className="right-bar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t(open ? 'rightBar.close' : 'rightBar.open')}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon path={open ? icons.chevronRight : icons.grid} />
        </button>
      )}
      <ul id={listId} className="right-bar__list" hidden={!open}>
        {SOCIAL.map(({ type, icon }) => {
          const resource = byType(type);
          if (!resource) return null;
          return (
            <li key={type}>
              <a
                className="right-bar__item"
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
                data-service={type}
              >
                <Icon path={icon} />
                <span className="right-bar__label">
                  {t(`rightBar.${type}`)}
                  <span className="cr-visually-hidden"> {t('common.newWindow')}</span>
                </span>
              </a>
            </li>
          );
        })}
        {hasChat && (
          <li>
            <button
              type="button"
              className="right-bar__item"
              data-service="LIVECHAT"
              onClick={() => {
                props.onAction?.();
                void openService();
              }}
            >
              <Icon path={icons.chat} />
              <span className="right-bar__label">{t('rightBar.LIVECHAT')}</span>
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className="right-bar__item"
            data-service="CHATROOM"
            onClick={() => {
              props.onAction?.();
              croupier.modals.open('chatRoom');
            }}
          >
            <Icon path={icons.chat} />
            <span className="right-bar__label">{t('rightBar.CHATROOM')}</span>
          </button>
        </li>
        {apps.length > 0 && !drawer && (
          <li className="right-bar__download">
            <button
              type="button"
              className="right-bar__item"
              aria-expanded={downloadOpen}
              aria-controls={panelId}
              onClick={() => setDownloadOpen((o) => !o)}
            >
              <Icon path={icons.qr} />
              <span className="right-bar__label">{t('rightBar.download')}</span>
            </button>
            <div id={panelId} className="right-bar__panel" hidden={!downloadOpen}>
              <p className="right-bar__panel-title">{t('rightBar.scanToDownload')}</p>
              <div className="right-bar__codes">
                {downloadOpen &&
                  apps.map(({ key, resource }) => (
                    <figure key={key} className="right-bar__code" data-app={key}>
                      <Suspense fallback={<span className="right-bar__qr-skeleton" />}>
                        <QrCode
                          value={absoluteUrl(resource.qrCodeUrl || resource.url)}
                          size={QR_RIGHT_BAR_SIZE}
                          label={t('rightBar.qrFor', { platform: t(`rightBar.${key}`) })}
                        />
                      </Suspense>
                      <figcaption>{t(`rightBar.${key}`)}</figcaption>
                    </figure>
                  ))}
              </div>
            </div>
          </li>
        )}
      </ul>
    </aside>
  );
}
