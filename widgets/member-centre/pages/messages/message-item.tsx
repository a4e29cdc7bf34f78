import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Icon } from '@widgets/ui/icon';
import { dateFormats } from '@sdk/rules/dates';
import type { MessageSummary } from '@sdk/contract/entities/messages';

/** A waste bin (24-unit view box, as widgets/ui/icons). */
const TRASH = 'M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z';

/**
 * One message of the list, after the WAI-ARIA accordion pattern: its heading is a button that
 * shows or hides the whole text, read from the platform the first time it opens (which marks it
 * read). Plain text: line breaks are kept by the style, nothing is parsed as HTML.
 */
export function MessageItem(props: {
  message: MessageSummary;
  unread: boolean;
  /** Opened: the unread count the platform answered. */
  onRead: (unreadCount: number) => void;
  onDelete: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const { message } = props;
  const [open, setOpen] = useState(false);
  const time = dateFormats(croupier.i18n.language).dateTime.format(message.createdAt);
  return (
    <li className={`cr-inbox__item${props.unread ? ' is-unread' : ''}`}>
      <div className="cr-inbox__row">
        <h4 className="cr-inbox__heading">
          <button
            type="button"
            id={`${id}-head`}
            className="cr-inbox__toggle"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="cr-inbox__title">
              {props.unread && <span className="cr-inbox__new">{t('inbox.unread')}</span>}
              <span>{message.title}</span>
            </span>
            <span className="cr-inbox__preview">{message.preview}</span>
            <span className="cr-inbox__time">{time}</span>
          </button>
        </h4>
        <button
          type="button"
          className="cr-icon-btn cr-inbox__delete"
          aria-label={t('inbox.deleteLabel', { title: message.title })}
          title={t('inbox.delete')}
          onClick={props.onDelete}
        >
          <Icon path={TRASH} />
        </button>
      </div>
      {open && (
        <div id={`${id}-body`} role="region" aria-labelledby={`${id}-head`} className="cr-inbox__body">
          <MessageBody id={message.id} onRead={props.onRead} />
        </div>
      )}
    </li>
  );
}

/** The whole text of an opened message; opening it is what marks it read. */
function MessageBody(props: { id: number; onRead: (unreadCount: number) => void }) {
  const croupier = useCroupier();
  const t = useT();
  const read = useAsync(async () => {
    const answer = await croupier.messages.read(props.id);
    props.onRead(answer.unreadCount);
    return answer.message;
  }, [croupier, props.id]);
  return (
    <AsyncStates state={read} className="cr-centre__state">
      {read.status === 'ready' && (
        <>
          <p className="cr-inbox__content">{read.value.content}</p>
          <p className="cr-inbox__received">
            {t('inbox.received', {
              time: dateFormats(croupier.i18n.language).dateTime.format(read.value.createdAt),
            })}
          </p>
        </>
      )}
    </AsyncStates>
  );
}
