import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { inviteLink } from '@sdk/rules/invite-link';
import { moneyText } from '@sdk/rules/money';
import { FriendsTable } from './friends-table';
import css from './referral.css?inline';

// The QR encoder is its own chunk (shared with the agent centre's invite): the link shows first.
const QrCode = lazy(() => import('@widgets/ui/qr-code').then((m) => ({ default: m.QrCode })));
const QR_SIZE = 180;
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * referral (SPEC §2 invite friends): the member's invite link carrying their own affiliate
 * code (the register modal reads `affiliateCode` from the address), a button to copy it, the same
 * link as a QR code, the totals and the friends who registered with it and what each earned them.
 * The link leads to the portal, also when the centre is mounted on a partner's page.
 */
export default function ReferralPage() {
  useStyles('cr-referral', css);
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const textsReady = useTexts('rewards');
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'link' | 'code'>();
  const actions = croupier.missions;
  const info = useAsync(() => actions.referral(), [actions]);
  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;
  if (info.status !== 'ready') return <AsyncStates state={info} className="cr-centre__state" />;

  const locale = croupier.i18n.language;
  const money = (amount: number) => moneyText(amount, locale);
  const { affiliateCode } = info.value;
  const link = inviteLink(new URL(croupier.platformUrl || window.location.origin).origin, affiliateCode);
  const copy = (what: 'link' | 'code', text: string) => {
    // No clipboard (an insecure origin, a refusal): the link is selected for the member to copy.
    const byHand = () => field.current?.select();
    if (navigator.clipboard) void navigator.clipboard.writeText(text).then(() => setCopied(what), byHand);
    else byHand();
  };
  const totals = [
    ['friends', String(info.value.friends)],
    ['rewarded', String(info.value.rewarded)],
    ['earned', money(info.value.earned)],
  ] as const;

  return (
    <div className="cr-referral">
      <p className="cr-referral__explain">
        {t('referral.explain', {
          percent: info.value.sharePercent,
          cap: money(info.value.cap),
          min: money(info.value.minDeposit),
        })}
      </p>
      <div className="cr-referral__invite">
        <div className="cr-referral__text">
          <p className="cr-referral__code">
            <span>{t('referral.code')}</span>
            <code>{affiliateCode}</code>
            <button
              type="button"
              className="cr-btn cr-btn--ghost cr-btn--sm"
              onClick={() => copy('code', affiliateCode)}
            >
              {t('referral.copyCode')}
            </button>
          </p>
          <div className="cr-field">
            <label className="cr-field__label" htmlFor={`${id}-link`}>
              {t('referral.link')}
            </label>
            <div className="cr-referral__link">
              <input
                ref={field}
                id={`${id}-link`}
                className="cr-field__input"
                value={link}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" className="cr-btn cr-btn--primary" onClick={() => copy('link', link)}>
                {copied === 'link' && <Icon path={icons.check} />}
                {t('referral.copyLink')}
              </button>
            </div>
          </div>
          <p className="cr-referral__copied" role="status">
            {copied && t(`referral.copied.${copied}`)}
          </p>
        </div>
        <Suspense fallback={<span className="cr-referral__qr-placeholder" aria-hidden="true" />}>
          <div className="cr-referral__qr">
            <QrCode value={link} size={QR_SIZE} label={t('referral.qr', { link })} />
          </div>
        </Suspense>
      </div>
      <dl className="cr-referral__totals">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`referral.totals.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FriendsTable actions={actions} />
    </div>
  );
}
