import { useEffect, useId, useRef, useState } from 'react';
import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../../sdk/contract/entities/feedback';
import { feedbackContentError, feedbackContentLength } from '../../sdk/shared-rules/feedback';
import { MAX_FEEDBACK_IMAGES } from '../../sdk/contract/limits';
import type { ProofProblem } from '../../sdk/shared-rules/withdraw-proof';
import { isPlatformError } from '../../sdk/client/platform-error';
import { sortPick } from '../../sdk/rules/feedback-images';
import { useCroupier, useT } from '../ui/croupier-context';
import { FormError } from '../ui/form-error';
import { Icon } from '../ui/icon';
import { chevronDown, close, upload } from '../ui/icons';
import { useFormSubmit } from '../ui/use-form-submit';

interface Picked {
  readonly file: File;
  /** An object URL of the file, for its preview; revoked when it leaves the list. */
  readonly url: string;
}

type Field = 'type' | 'content' | 'images';

const IMAGE_MESSAGE: Readonly<Record<ProofProblem, string>> = {
  type: 'feedback.imageType',
  size: 'feedback.imageSize',
  count: 'feedback.imageCount',
};

/**
 * The feedback form (SPEC §5): a type, a text of 10 to 500 characters with its counter, and up
 * to three png or jpg images of at most 5 MB, each judged by its bytes as it is picked
 * (croupier.feedback.checkImage), previewed and removable. A file refused, or one past the third,
 * is named under the field and never joins the list. The platform judges everything again.
 */
export function FeedbackForm(props: { level: 2 | 3; onSent: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const current = useRef(picked);
  current.current = picked;
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  const Heading = `h${props.level}` as 'h2' | 'h3';
  const length = feedbackContentLength(content);
  const bounds = { min: FEEDBACK_CONTENT_LENGTH.min, max: FEEDBACK_CONTENT_LENGTH.max };

  const form = useFormSubmit<Field>({
    fields: ['type', 'content', 'images'],
    validate: () => {
      const problem = feedbackContentError(content);
      setImageErrors([]);
      return problem
        ? {
            content: {
              key: problem === 'required' ? 'feedback.contentRequired' : 'feedback.contentLength',
              values: { ...bounds, count: length },
            },
          }
        : {};
    },
    submit: async () => {
      await croupier.feedback.send({ type, content, images: picked.map((p) => p.file) });
      picked.forEach((p) => URL.revokeObjectURL(p.url));
      setPicked([]);
      setContent('');
      setDone(true);
      props.onSent();
    },
    onError: (error) => {
      const value = isPlatformError(error)
        ? (error.value as { index?: number; reason?: ProofProblem })
        : undefined;
      if (isPlatformError(error) && error.code === 'feedback_image_invalid' && value?.reason)
        form.setFieldError('images', {
          key: IMAGE_MESSAGE[value.reason],
          values: { name: picked[value.index ?? 0]?.file.name ?? '', max: MAX_FEEDBACK_IMAGES },
        });
    },
  });

  async function pick(files: File[]) {
    setDone(false);
    const verdicts = await Promise.all(files.map((file) => croupier.feedback.checkImage(file)));
    const { added, refused } = sortPick(picked.length, files, verdicts);
    setPicked((list) => [...list, ...added.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
    form.setFieldError('images', undefined);
    setImageErrors(
      refused.map(({ file, reason }) =>
        t(IMAGE_MESSAGE[reason], { name: file.name, max: MAX_FEEDBACK_IMAGES }),
      ),
    );
  }

  function remove(gone: Picked) {
    URL.revokeObjectURL(gone.url);
    setPicked((list) => list.filter((p) => p !== gone));
    setImageErrors([]);
    form.setFieldError('images', undefined);
  }

  const contentError = form.errors.content;
  const imagesError = [...imageErrors, ...(form.errors.images ? [form.errors.images] : [])];
  return (
    <form className="cr-help__form" noValidate aria-labelledby={`${id}-title`} onSubmit={form.onSubmit}>
      <Heading id={`${id}-title`} className="cr-help__subtitle">
        {t('feedback.formTitle')}
      </Heading>
      <p className="cr-help__intro">{t('feedback.intro')}</p>
      <FormError message={form.formError} />
      {done && (
        <p className="cr-help__sent" role="status">
          {t('feedback.sent')}
        </p>
      )}

      <div className="cr-field">
        <label className="cr-field__label" htmlFor={`${id}-type`}>
          {t('feedback.type')}
        </label>
        <div className="cr-field__control cr-help__select">
          <select
            id={`${id}-type`}
            className="cr-field__input"
            value={type}
            onChange={(e) => setType(e.target.value as FeedbackType)}
          >
            {FEEDBACK_TYPES.map((name) => (
              <option key={name} value={name}>
                {t(`feedback.types.${name}`)}
              </option>
            ))}
          </select>
          <Icon path={chevronDown} className="cr-help__chevron" />
        </div>
      </div>

      <div className={`cr-field${contentError ? ' has-error' : ''}`}>
        <label className="cr-field__label" htmlFor={`${id}-content`}>
          {t('feedback.content')}
          <span className="cr-field__required" aria-hidden="true">
            *
          </span>
        </label>
        <div className="cr-field__control cr-help__textarea">
          <textarea
            id={`${id}-content`}
            className="cr-field__input"
            rows={5}
            value={content}
            required
            aria-required="true"
            aria-invalid={contentError ? true : undefined}
            aria-describedby={`${id}-content-hint${contentError ? ` ${id}-content-error` : ''}`}
            onChange={(e) => {
              setContent(e.target.value);
              setDone(false);
              if (contentError) form.setFieldError('content', undefined);
            }}
          />
        </div>
        <p id={`${id}-content-hint`} className="cr-field__hint cr-help__hint-row">
          <span>{t('feedback.contentHint', bounds)}</span>
          <span
            className={`cr-help__counter${length > bounds.max ? ' is-over' : ''}`}
            data-testid="feedback-counter"
          >
            {t('feedback.counter', { count: length, max: bounds.max })}
          </span>
        </p>
        {contentError && (
          <p id={`${id}-content-error`} className="cr-field__error" role="alert">
            {contentError}
          </p>
        )}
      </div>

      <div className={`cr-field${imagesError.length ? ' has-error' : ''}`}>
        <span className="cr-field__label" id={`${id}-images-label`}>
          {t('feedback.images')}{' '}
          <span className="cr-help__muted">
            {t('feedback.imagesCounter', { count: picked.length, max: MAX_FEEDBACK_IMAGES })}
          </span>
        </span>
        <p id={`${id}-images-hint`} className="cr-field__hint">
          {t('feedback.imagesHint', { max: MAX_FEEDBACK_IMAGES })}
        </p>
        {picked.length > 0 && (
          <ul className="cr-help__previews" aria-labelledby={`${id}-images-label`}>
            {picked.map((p) => (
              <li key={p.url}>
                {/* The file name beside it names the image: an alt repeating it is read twice. */}
                <img src={p.url} alt="" />
                <span className="cr-help__file">{p.file.name}</span>
                <button
                  type="button"
                  className="cr-icon-btn"
                  aria-label={t('feedback.removeImage', { name: p.file.name })}
                  onClick={() => remove(p)}
                >
                  <Icon path={close} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {/* Always there, also with three images: a fourth picked is refused with its reason. */}
        <label className="cr-btn cr-help__pick">
          <Icon path={upload} />
          {t('feedback.addImages')}
          <input
            type="file"
            className="cr-visually-hidden"
            accept="image/png,image/jpeg"
            multiple
            aria-invalid={imagesError.length ? true : undefined}
            aria-describedby={`${id}-images-hint${imagesError.length ? ` ${id}-images-error` : ''}`}
            onChange={(event) => {
              const input = event.currentTarget;
              void pick([...(input.files ?? [])]);
              // The same file may be picked again after it was removed.
              input.value = '';
            }}
          />
        </label>
        {imagesError.length > 0 && (
          <p id={`${id}-images-error`} className="cr-field__error cr-help__errors" role="alert">
            {imagesError.map((message) => (
              <span key={message}>{message}</span>
            ))}
          </p>
        )}
      </div>

      <button type="submit" className="cr-btn cr-btn--primary cr-help__submit" disabled={form.busy}>
        {form.busy ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
