import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { ConfirmDialog } from '@widgets/ui/confirm-dialog';
import { Pagination } from '@widgets/ui/pagination';
import { useSignal } from '@widgets/ui/use-signal';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { errorText } from '@sdk/i18n/error-text';
import type { MessageSummary } from '@sdk/contract/entities/messages';
import { MessageItem } from './message-item';
import css from './messages.css?inline';

const PAGE_SIZE = 10;
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * messageV2, "platform information" (SPEC §2): the operator's messages, unread first, then newest
 * first, ten a page. Opening one shows its whole text and marks it read; one can be deleted (after
 * a confirmation) and all marked read at once. Every call answers the unread count, which the
 * header's and the menu's badges follow (croupier.messages).
 */
export default function MessagesPage() {
  useStyles('cr-inbox', css);
  const croupier = useCroupier();
  const t = useT();
  const textsReady = useTexts('rewards');
  const language = useSignal(croupier.state.language);
  const summaryId = useId();
  const [pageNo, setPageNo] = useState(1);
  const [reload, setReload] = useState(0);
  const list = useAsync(
    () => croupier.messages.list(pageNo, PAGE_SIZE),
    [croupier, pageNo, reload, language],
  );
  // Messages opened on this page: read now, though the list keeps its order until it is read again.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  // The unread count the last reading answered, newer than the list's.
  const [unreadNow, setUnreadNow] = useState<number>();
  const [deleting, setDeleting] = useState<MessageSummary>();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;
  const page = list.status === 'ready' ? list.value : undefined;

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setNotice(undefined);
    setFailure(undefined);
    try {
      await run();
      setNotice(done);
      setReadHere(new Set());
      setUnreadNow(undefined);
      setReload((n) => n + 1);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const remove = (message: MessageSummary) => {
    setDeleting(undefined);
    // The last message of a later page gone: that page is no more, show the one before.
    if (page && page.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
    void act(() => croupier.messages.remove([message.id]), t('inbox.deleted'));
  };

  const unread = unreadNow ?? page?.unreadCount ?? 0;
  return (
    <div className="cr-inbox">
      {page && page.totalCount > 0 && (
        <div className="cr-inbox__bar">
          <p id={summaryId} className="cr-inbox__summary">
            {unread > 0 ? t('inbox.summary', { count: unread, total: page.totalCount }) : t('inbox.allRead')}
          </p>
          <button
            type="button"
            className="cr-btn cr-btn--ghost cr-btn--sm"
            disabled={busy || unread === 0}
            onClick={() => void act(() => croupier.messages.readAll(), t('inbox.markedAll'))}
          >
            {t('inbox.markAllRead')}
          </button>
        </div>
      )}
      <p className="cr-inbox__notice" role="status">
        {notice}
      </p>
      {/* FormError's markup: importing it here would split it into a chunk of its own for every page. */}
      {failure && (
        <p className="cr-form-error" role="alert">
          {failure}
        </p>
      )}
      <AsyncStates
        state={list}
        className="cr-centre__state"
        empty={page?.totalCount === 0}
        emptyText={t('inbox.empty')}
      >
        {page && (
          <>
            <ul className="cr-inbox__list" aria-label={t('inbox.list')}>
              {page.list.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  unread={message.readAt === null && !readHere.has(message.id)}
                  onRead={(count) => {
                    setReadHere((ids) => new Set(ids).add(message.id));
                    setUnreadNow(count);
                  }}
                  onDelete={() => setDeleting(message)}
                />
              ))}
            </ul>
            <Pagination
              pageCount={page.totalPages}
              page={pageNo}
              onSelect={setPageNo}
              label={t('inbox.pages')}
            />
          </>
        )}
      </AsyncStates>
      {deleting && (
        <ConfirmDialog
          name="message-delete"
          title={t('inbox.deleteTitle')}
          message={t('inbox.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('inbox.delete')}
          cancelLabel={t('inbox.cancel')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </div>
  );
}
