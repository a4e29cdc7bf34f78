import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { inviteLink } from '@sdk/rules/team-register';

// The QR encoder is its own chunk: the form above it shows without waiting for it.
const QrCode = lazy(() => import('@widgets/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** SPEC §9's default QR size, smaller on a phone's card. */
const QR_SIZE = 180;

/**
 * The agent's invite: its affiliate code, the link to the portal's register page carrying it (to
 * copy, or to select by hand where the clipboard is refused) and the same link as a QR code to
 * scan. The link leads to the portal, also when the centre is mounted on a partner's page.
 */
export function InviteCard() {
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'link' | 'code'>();
  const invite = useAsync(() => croupier.agent.invite(), [croupier]);
  const link =
    invite.status === 'ready'
      ? inviteLink(new URL(croupier.platformUrl || window.location.origin).origin, invite.value.affiliateCode)
      : '';

  const copy = (what: 'link' | 'code', text: string) => {
    const done = () => setCopied(what);
    const byHand = () => {
      // No clipboard (an insecure origin, a refusal): the link is selected for the agent to copy.
      field.current?.select();
    };
    if (navigator.clipboard) void navigator.clipboard.writeText(text).then(done, byHand);
    else byHand();
  };

  return (
    <section className="cr-centre__card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('agentTeam.invite.title')}</h4>
      <AsyncStates state={invite} className="cr-centre__state">
        {invite.status === 'ready' && (
          <div className="cr-agent__invite">
            <div className="cr-agent__invite-text">
              <p className="cr-agent__hint">{t('agentTeam.invite.explain')}</p>
              <dl className="cr-agent__invite-facts">
                <div>
                  <dt>{t('agentTeam.invite.code')}</dt>
                  <dd>
                    <code className="cr-agent__code">{invite.value.affiliateCode}</code>
                    <button
                      type="button"
                      className="cr-btn cr-btn--ghost cr-btn--sm"
                      aria-label={t('agentTeam.invite.copyCode')}
                      onClick={() => copy('code', invite.value.affiliateCode)}
                    >
                      {t('agentTeam.invite.copyShort')}
                    </button>
                  </dd>
                </div>
                <div>
                  <dt>{t('agentTeam.invite.registered')}</dt>
                  <dd>{new Intl.NumberFormat(croupier.i18n.language).format(invite.value.registered)}</dd>
                </div>
              </dl>
              <div className="cr-field">
                <label className="cr-field__label" htmlFor={`${id}-link`}>
                  {t('agentTeam.invite.link')}
                </label>
                <div className="cr-field__control">
                  <input
                    ref={field}
                    id={`${id}-link`}
                    className="cr-field__input cr-agent__link"
                    value={link}
                    readOnly
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <button
                    type="button"
                    className="cr-btn cr-btn--primary cr-btn--sm cr-agent__copy"
                    onClick={() => copy('link', link)}
                  >
                    {copied === 'link' && <Icon path={icons.check} />}
                    {t('agentTeam.invite.copyLink')}
                  </button>
                </div>
              </div>
              <p className="cr-agent__done" role="status">
                {copied && t(`agentTeam.invite.copied.${copied}`)}
              </p>
            </div>
            <Suspense fallback={<span className="cr-agent__qr-placeholder" aria-hidden="true" />}>
              <div className="cr-agent__qr">
                <QrCode value={link} size={QR_SIZE} label={t('agentTeam.invite.qr', { link })} />
              </div>
            </Suspense>
          </div>
        )}
      </AsyncStates>
    </section>
  );
}
