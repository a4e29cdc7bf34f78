import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import type { SecurityLogin } from '@sdk/contract/entities/security';
import { dateFormats } from '@sdk/rules/dates';

/** The last ten logins, so a member notices one that was not theirs. */
export function LoginHistory(props: { logins: readonly SecurityLogin[] }) {
  const croupier = useCroupier();
  const t = useT();
  const time = dateFormats(croupier.i18n.language).dateTime;
  return (
    <section className="cr-centre__card" aria-labelledby="cr-security-logins">
      <h4 id="cr-security-logins">{t('security.logins')}</h4>
      <TableScroll label={t('security.loginsCaption')}>
        <table className="cr-table">
          <caption className="cr-visually-hidden">{t('security.loginsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cashier.time')}</th>
              <th scope="col">{t('security.ip')}</th>
              <th scope="col">{t('security.device')}</th>
            </tr>
          </thead>
          <tbody>
            {props.logins.map((login) => (
              <tr key={login.at}>
                <td>{time.format(login.at)}</td>
                <td className="cr-table__code">{login.ip}</td>
                <td>{login.device}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
