import { useId, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useStyles } from '@widgets/ui/styles';
import fieldCss from '@widgets/ui/field.css?inline';
import { errorText } from '@sdk/i18n/error-text';
import { formatGmt8 } from '@sdk/rules/clock';
import { commentLength, commentProblem } from '@sdk/shared-rules/promotion-comment';
import { PROMOTION_COMMENT_MAX } from '@sdk/contract/limits';
import type { PromotionComment } from '@sdk/contract/entities/promotions';

/**
 * Comments on an activity (SPEC §5: at most 140 characters): the form with a live counter and its
 * error under the field, and the list, newest first. Comments are text: React sets them as text,
 * never as HTML.
 */
export function PromotionComments(props: { promotionId: number }) {
  useStyles('cr-field', fieldCss);
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [posted, setPosted] = useState<PromotionComment[]>([]);
  const [notice, setNotice] = useState<string>();
  const comments = useAsync(
    () => croupier.promotions.comments(props.promotionId),
    [croupier, props.promotionId],
  );
  const count = commentLength(text);
  const over = count > PROMOTION_COMMENT_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(undefined);
    const problem = commentProblem(text);
    if (problem) {
      setError(
        problem === 'required'
          ? t('promotions.comments.required')
          : t('promotions.comments.tooLong', { max: PROMOTION_COMMENT_MAX }),
      );
      return;
    }
    if (!croupier.access.require('member', 'comment')) return;
    setBusy(true);
    try {
      const comment = await croupier.promotions.comment(props.promotionId, text);
      setPosted((list) => [comment, ...list]);
      setText('');
      setError(undefined);
      setNotice(t('promotions.comments.posted'));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  const loadedList = comments.status === 'ready' ? comments.value.list : [];
  const list = [...posted, ...loadedList.filter((c) => !posted.some((p) => p.id === c.id))];
  return (
    <section className="promo-comments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('promotions.comments.title')}</h2>
      <form className="promo-comments__form" onSubmit={submit} noValidate>
        <div className={`cr-field${error ? ' has-error' : ''}`}>
          <label className="cr-field__label" htmlFor={`${id}-text`}>
            {t('promotions.comments.label')}
          </label>
          <textarea
            id={`${id}-text`}
            className="cr-field__input promo-comments__text"
            rows={3}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <p id={`${id}-count`} className={`cr-field__hint promo-comments__count${over ? ' is-over' : ''}`}>
            {t('promotions.comments.counter', { count, max: PROMOTION_COMMENT_MAX })}
          </p>
          {error && (
            <p id={`${id}-error`} className="cr-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="cr-btn cr-btn--primary" aria-disabled={busy}>
          {busy ? t('promotions.actions.busy') : t('promotions.comments.post')}
        </button>
        <div aria-live="polite">{notice && <p className="promo-action__done">{notice}</p>}</div>
      </form>
      <AsyncStates
        state={comments}
        empty={comments.status === 'ready' && list.length === 0}
        emptyText={t('promotions.comments.empty')}
        className={comments.status === 'error' ? 'page__error' : 'page__empty'}
      >
        <ul className="promo-comments__list" aria-label={t('promotions.comments.list')}>
          {list.map((c) => (
            <li key={c.id} className="promo-comment">
              <p className="promo-comment__head">
                <strong>{c.mine ? t('promotions.comments.mine') : c.author}</strong>{' '}
                <time>{formatGmt8(c.createdAt)}</time>
              </p>
              <p className="promo-comment__text">{c.content}</p>
            </li>
          ))}
        </ul>
      </AsyncStates>
    </section>
  );
}
