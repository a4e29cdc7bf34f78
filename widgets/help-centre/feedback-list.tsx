import { useId } from 'react';
import type { Feedback } from '../../sdk/contract/entities/feedback';
import { formatGmt8 } from '../../sdk/rules/clock';
import { useCroupier, useT } from '../ui/croupier-context';
import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';

/**
 * The member's feedback, newest first: its type, status and time (GMT+8), the text as text (never
 * HTML), thumbnails of its images and the operator's replies. Read again after each one sent.
 */
export function FeedbackList(props: { level: 2 | 3; reload: number }) {
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const page = useAsync(() => croupier.feedback.list(1), [croupier, props.reload]);
  const Heading = `h${props.level}` as 'h2' | 'h3';
  const list = page.status === 'ready' ? page.value.list : [];
  return (
    <section className="cr-help__sent-list" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="cr-help__subtitle">
        {t('feedback.listTitle')}
      </Heading>
      <AsyncStates
        state={page}
        empty={list.length === 0}
        emptyText={t('feedback.listEmpty')}
        className="cr-help__state"
      >
        <ul className="cr-help__items">
          {list.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      </AsyncStates>
    </section>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const t = useT();
  return (
    <li className="cr-help__item" data-testid="feedback-item">
      <div className="cr-help__item-head">
        <strong>{t(`feedback.types.${item.type}`)}</strong>
        <span className={`cr-help__badge cr-help__badge--${item.status}`}>
          {t(`feedback.status.${item.status}`)}
        </span>
        <time className="cr-help__muted" dateTime={new Date(item.createdAt).toISOString()}>
          {t('feedback.sentAt', { time: formatGmt8(item.createdAt) })}
        </time>
      </div>
      <p className="cr-help__text">{item.content}</p>
      {item.images.length > 0 && (
        <ul className="cr-help__thumbs">
          {item.images.map((image, index) => (
            <li key={image.id}>
              <Thumbnail id={image.id} alt={t('feedback.imageAlt', { index: index + 1, name: image.name })} />
            </li>
          ))}
        </ul>
      )}
      {item.replies.map((reply, index) => (
        <div key={index} className="cr-help__reply">
          <p className="cr-help__reply-head">
            <strong>{t('feedback.reply')}</strong>{' '}
            <time className="cr-help__muted" dateTime={new Date(reply.createdAt).toISOString()}>
              {t('feedback.repliedAt', { time: formatGmt8(reply.createdAt) })}
            </time>
          </p>
          <p className="cr-help__text">{reply.content}</p>
        </div>
      ))}
    </li>
  );
}

/** One image of a feedback, fetched as a data address (its bytes come only to its owner). */
function Thumbnail(props: { id: string; alt: string }) {
  const croupier = useCroupier();
  const t = useT();
  const url = useAsync(() => croupier.feedback.imageUrl(props.id), [croupier, props.id]);
  if (url.status === 'ready') return <img src={url.value} alt={props.alt} width={72} height={72} />;
  return (
    <span
      className="cr-help__thumb-state"
      role={url.status === 'error' ? 'img' : undefined}
      aria-label={url.status === 'error' ? t('feedback.imageFailed') : undefined}
    >
      {url.status === 'loading' && <span className="cr-spinner" aria-hidden="true" />}
    </span>
  );
}
