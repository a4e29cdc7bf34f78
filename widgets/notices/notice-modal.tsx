import { useState } from 'react';
import { formatNoticeTime } from '../../sdk/rules/clock';
import { PLATFORM_ZONE_LABEL } from '../../sdk/rules/dates';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { useStyles } from '../ui/styles';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import { Pagination } from '../ui/pagination';
import { SafeHtml } from '../ui/safe-html';
import css from './notices.css?inline';

/**
 * SPEC §2 notice modal: nine titles a page as a tab list, the chosen notice's sanitized HTML
 * beside it, and the pagination under the list.
 */
export function NoticeModal() {
  useStyles('cr-notices', css);
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string>();
  const notices = useAsync(() => croupier.content.notices(page), [croupier, page, language]);
  const close = () => croupier.modals.close('notice');
  const list = notices.status === 'ready' ? notices.value.list : [];
  const selected = list.find((n) => String(n.id) === chosen) ?? list[0];
  return (
    <Modal name="notice" size="wide" title={t('notices.title')} onClose={close}>
      <AsyncStates
        state={notices}
        empty={list.length === 0}
        emptyText={t('notices.empty')}
        className="cr-notices__state"
      >
        {notices.status === 'ready' && selected && (
          <div className="cr-notices">
            <Tabs
              orientation="vertical"
              className="cr-notices__tabs"
              label={t('notices.list')}
              tabs={list.map((n) => ({
                id: String(n.id),
                label: (
                  <span className="cr-notices__tab">
                    <span className="cr-notices__tab-title">{n.title}</span>
                    <time className="cr-notices__tab-time">{formatNoticeTime(n.timestamp)}</time>
                  </span>
                ),
              }))}
              selected={String(selected.id)}
              onSelect={setChosen}
            >
              <article className="cr-notices__detail" aria-labelledby="cr-notice-title">
                <h3 id="cr-notice-title">{selected.title}</h3>
                <time className="cr-notices__time" data-testid="notice-time">
                  {`${formatNoticeTime(selected.timestamp)} ${PLATFORM_ZONE_LABEL}`}
                </time>
                <SafeHtml className="cr-notices__body" html={selected.content} />
              </article>
            </Tabs>
            <Pagination
              pageCount={notices.value.totalPages}
              page={page}
              label={t('notices.pages')}
              onSelect={(next) => {
                setPage(next);
                setChosen(undefined);
              }}
            />
          </div>
        )}
      </AsyncStates>
    </Modal>
  );
}
