import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { When } from '@widgets/ui/records/record-parts';
import { dateFormats } from '@sdk/rules/dates';
import { moneyText } from '@sdk/rules/money';
import { canDrillInto, canSendTo, teamMemberRole } from '@sdk/rules/team-reports';
import type { TeamMember } from '@sdk/contract/entities/agent';

/**
 * The accounts of one level of the team (or a search's): who, what, how much, when last seen,
 * how many below, which contracts; a sub-agent's downlines count opens its level; each row sends
 * money (direct downlines only) or shows the account's bets.
 */
export function TeamTable(props: {
  caption: string;
  members: readonly TeamMember[];
  onOpen: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
  onBets: (member: TeamMember) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const time = dateFormats(locale);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <TableScroll label={props.caption}>
      <table className="cr-table cr-records__table cr-agent__team">
        <caption className="cr-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentTeam.team.username')}</th>
            <th scope="col">{t('agentTeam.team.type')}</th>
            <th scope="col" className="cr-table__number">
              {t('agentTeam.team.balance')}
            </th>
            <th scope="col">{t('agentTeam.team.status')}</th>
            <th scope="col">{t('agentTeam.team.lastLogin')}</th>
            <th scope="col" className="cr-table__number">
              {t('agentTeam.team.downlines')}
            </th>
            <th scope="col">{t('agentTeam.team.contracts')}</th>
            <th scope="col">{t('agentTeam.team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {props.members.map((m) => (
            <tr key={m.username}>
              <th scope="row" className="cr-agent__who">
                <span>{m.username}</span>
                {m.nickname && m.nickname !== m.username && <small>{m.nickname}</small>}
                {m.depth > 1 && <small>{t('agentTeam.team.under', { parent: m.parent })}</small>}
              </th>
              <td>
                <span className={`cr-status cr-agent__role--${teamMemberRole(m)}`}>
                  {t(`agentTeam.team.roles.${teamMemberRole(m)}`)}
                </span>
              </td>
              <td className="cr-table__number">{moneyText(m.balance, locale)}</td>
              <td>
                <span className={`cr-status cr-agent__state--${m.status}`}>
                  {t(`agentTeam.team.statuses.${m.status}`)}
                </span>
              </td>
              <td>{m.lastLoginAt ? <When at={m.lastLoginAt} format={time} /> : t('agentTeam.team.never')}</td>
              <td className="cr-table__number">
                {canDrillInto(m) ? (
                  <button
                    type="button"
                    className="cr-link-btn"
                    // The name starts with the count the button shows, as the reader sees it.
                    aria-label={t('agentTeam.team.openTeam', {
                      username: m.username,
                      count: m.downlines,
                      shown: count.format(m.downlines),
                    })}
                    onClick={() => props.onOpen(m)}
                  >
                    {count.format(m.downlines)}
                    <Icon path={icons.chevronRight} />
                  </button>
                ) : (
                  count.format(m.downlines)
                )}
              </td>
              <td>
                {m.contracts.length === 0
                  ? '—'
                  : m.contracts
                      .map(
                        (c) =>
                          `${t(`agentCentre.pages.${c.kind}`, { defaultValue: c.kind })} ${percent.format(c.rate)} %`,
                      )
                      .join(' · ')}
              </td>
              <td>
                <div className="cr-agent__row-actions">
                  {canSendTo(m) && (
                    <button
                      type="button"
                      className="cr-btn cr-btn--primary cr-btn--sm"
                      aria-label={t('agentTeam.team.transferTo', { username: m.username })}
                      onClick={() => props.onTransfer(m)}
                    >
                      {t('agentTeam.team.transfer')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="cr-btn cr-btn--ghost cr-btn--sm"
                    aria-label={t('agentTeam.team.betsOf', { username: m.username })}
                    onClick={() => props.onBets(m)}
                  >
                    {t('agentTeam.team.bets')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
