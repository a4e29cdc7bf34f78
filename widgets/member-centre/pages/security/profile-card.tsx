import { useCroupier, useT } from '@widgets/ui/croupier-context';
import type { SecurityInfo } from '@sdk/contract/entities/security';
import { dateFormats } from '@sdk/rules/dates';

/** The member at a glance, with the way to change the login password. */
export function ProfileCard(props: { info: SecurityInfo }) {
  const croupier = useCroupier();
  const t = useT();
  const { info } = props;
  const time = dateFormats(croupier.i18n.language).dateTime;
  const rows: [string, string][] = [
    [t('security.username'), info.username],
    [t('security.realName'), info.realName ?? t('security.notSet')],
    [t('security.vipLevel'), `VIP ${info.vipLevel}`],
    [t('security.joined'), time.format(info.joinedAt)],
    // No login before this session's: this one is the first (not "never": the player is logged in).
    [t('security.lastLogin'), info.lastLoginAt ? time.format(info.lastLoginAt) : t('security.firstLogin')],
  ];
  return (
    <section className="cr-centre__card" aria-labelledby="cr-security-profile">
      <header className="cr-security__head">
        <h4 id="cr-security-profile">{t('security.profile')}</h4>
        <button
          type="button"
          className="cr-btn"
          onClick={() => croupier.modals.open('changePassword', { required: false })}
        >
          {t('security.changePassword')}
        </button>
      </header>
      <dl className="cr-security__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
