import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { useSignal } from '@widgets/ui/use-signal';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { SafeHtml } from '@widgets/ui/safe-html';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { formatNoticeTime } from '@sdk/rules/clock';
import { PLATFORM_ZONE_LABEL } from '@sdk/rules/dates';
import type { Notice } from '@sdk/contract/entities/notice';
import { useStyles } from '@widgets/ui/styles';
import css from './announcement.css?inline';

/**
 * announcement: the brand's notices for its agents, newest first, nine a page; each title opens
 * its sanitized HTML in place (a disclosure), the newest one open. The platform has no notice type
 * of its own for agents, so this is the portal's notices (every type), as the notice modal shows.
 */
export default function AnnouncementPage() {
  useStyles('cr-agent-notices', css);
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const [page, setPage] = useState(1);
  const notices = useAsync(() => croupier.content.notices(page), [croupier, page, language]);
  const list = notices.status === 'ready' ? notices.value.list : [];
  return (
    <div className="cr-agent-notices-page">
      <AsyncStates
        state={notices}
        empty={list.length === 0}
        emptyText={t('agentTeam.notices.empty')}
        className="cr-centre__state"
      >
        {notices.status === 'ready' && (
          <>
            <ul className="cr-agent-notices">
              {list.map((notice, i) => (
                <NoticeItem key={notice.id} notice={notice} open={page === 1 && i === 0} />
              ))}
            </ul>
            <Pagination
              label={t('agentTeam.notices.pages')}
              page={page}
              pageCount={notices.value.totalPages}
              onSelect={setPage}
            />
          </>
        )}
      </AsyncStates>
    </div>
  );
}

/** One notice: its title as a button that shows or hides its body (WAI-ARIA disclosure). */
function NoticeItem(props: { notice: Notice; open: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(props.open);
  const { notice } = props;
  return (
    <li className={`cr-agent-notices__item${open ? ' is-open' : ''}`}>
      <h4 className="cr-agent-notices__heading">
        <button
          type="button"
          className="cr-agent-notices__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="cr-agent-notices__title">{notice.title}</span>
          <time className="cr-agent-notices__time" dateTime={new Date(notice.timestamp).toISOString()}>
            {`${formatNoticeTime(notice.timestamp)} ${PLATFORM_ZONE_LABEL}`}
          </time>
          <Icon path={icons.chevronDown} className="cr-agent-notices__chevron" />
        </button>
      </h4>
      <div id={`${id}-body`} hidden={!open}>
        {open && <SafeHtml className="cr-agent-notices__body" html={notice.content} />}
      </div>
    </li>
  );
}
