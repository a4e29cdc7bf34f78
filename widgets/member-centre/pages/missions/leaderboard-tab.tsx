import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { TableScroll } from '@widgets/ui/table-scroll';
import { moneyText } from '@sdk/rules/money';
import type { MissionActions } from '@sdk/actions/missions';
import type { LeaderboardRow } from '@sdk/contract/entities/missions';
import { dateFormats } from '@sdk/rules/dates';

const dayFormat = (locale: string) => dateFormats(locale).date;

/**
 * This GMT+8 week's leaderboard by valid bets: the top rows, usernames masked, and the member's
 * own row highlighted (added below the top when they rank further down).
 */
export function LeaderboardTab(props: { actions: MissionActions }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const board = useAsync(() => props.actions.leaderboard(), [props.actions]);
  if (board.status !== 'ready') return <AsyncStates state={board} className="cr-centre__state" />;
  const { list, me, weekStart, weekEnd } = board.value;
  const days = dayFormat(locale);
  const caption = t('missions.board.caption', {
    from: days.format(weekStart),
    to: days.format(weekEnd - 1),
  });
  const rows: LeaderboardRow[] = me && !list.some((r) => r.rank === me.rank) ? [...list, me] : list;
  return (
    <div className="cr-missions__board">
      <p className="cr-missions__me-line" role="status">
        {me
          ? t('missions.board.yourRank', { rank: me.rank, amount: moneyText(me.validBet, locale) })
          : t('missions.board.notRanked')}
      </p>
      {rows.length === 0 ? (
        <p className="cr-centre__state" role="status">
          {t('missions.board.empty')}
        </p>
      ) : (
        <TableScroll label={caption}>
          <table className="cr-missions__table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('missions.board.rank')}</th>
                <th scope="col">{t('missions.board.player')}</th>
                <th scope="col" className="cr-missions__number">
                  {t('missions.board.validBet')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const mine = me?.rank === row.rank;
                return (
                  <tr
                    key={row.rank}
                    className={mine ? 'cr-missions__mine' : undefined}
                    aria-current={mine || undefined}
                  >
                    <td>{row.rank}</td>
                    <th scope="row">
                      {row.username}
                      {mine && <span className="cr-missions__you"> ({t('missions.board.you')})</span>}
                    </th>
                    <td className="cr-missions__number">{moneyText(row.validBet, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
