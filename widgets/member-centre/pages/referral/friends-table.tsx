import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { dateFormats } from '@sdk/rules/dates';
import { moneyText } from '@sdk/rules/money';
import type { MissionActions } from '@sdk/actions/missions';

const PAGE_SIZE = 10;

/** The friends who registered with the member's link, newest first, masked, with what each earned. */
export function FriendsTable(props: { actions: MissionActions }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const [page, setPage] = useState(1);
  const friends = useAsync(() => props.actions.referralFriends(page, PAGE_SIZE), [props.actions, page]);
  const caption = t('referral.friends.caption');
  const when = dateFormats(locale).dateTime;
  return (
    <section className="cr-referral__friends" aria-label={caption}>
      <AsyncStates
        state={friends}
        className="cr-centre__state"
        empty={friends.status === 'ready' && friends.value.total === 0}
        emptyText={t('referral.friends.empty')}
      >
        {friends.status === 'ready' && (
          <>
            <TableScroll label={caption}>
              <table className="cr-referral__table">
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('referral.friends.name')}</th>
                    <th scope="col">{t('referral.friends.date')}</th>
                    <th scope="col">{t('referral.friends.deposit')}</th>
                    <th scope="col" className="cr-referral__number">
                      {t('referral.friends.earned')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {friends.value.list.map((friend, i) => (
                    <tr key={`${friend.registeredAt}-${i}`}>
                      <th scope="row">{friend.username}</th>
                      <td>{when.format(friend.registeredAt)}</td>
                      <td>
                        {friend.withheld
                          ? t(`referral.friends.withheld.${friend.withheld}`)
                          : t(`referral.friends.${friend.status}`)}
                      </td>
                      <td className="cr-referral__number">{moneyText(friend.earned, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pagination
              pageCount={Math.ceil(friends.value.total / PAGE_SIZE)}
              page={page}
              onSelect={setPage}
              label={caption}
            />
          </>
        )}
      </AsyncStates>
    </section>
  );
}
