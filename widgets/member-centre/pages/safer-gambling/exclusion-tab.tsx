import { useId, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { EXCLUSION_CHOICES, exclusionErrors, exclusionPreview } from '@sdk/rules/safer-gambling';
import { EXCLUSION_KINDS, type ExclusionDuration } from '@sdk/contract/entities/safer-gambling';
import { dateFormats } from '@sdk/rules/dates';
import { ExclusionDialog } from './exclusion-dialog';
import { useStyles } from '@widgets/ui/styles';
import css from './exclusion.css?inline';
import type { TabProps } from './tab-props';

/**
 * Time-out (24 hours, 7 days, 6 weeks) and self-exclusion (6 months to 5 years): a clear warning
 * first, the end date of the choice shown before anything is confirmed, then a confirmation that
 * asks for the login password.
 */
export default function ExclusionTab(props: TabProps) {
  useStyles('cr-safer-exclusion', css);
  const croupier = useCroupier();
  const t = useT();
  const name = useId();
  const [duration, setDuration] = useState<ExclusionDuration>();
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const time = dateFormats(croupier.i18n.language).long;
  const preview = duration ? exclusionPreview(duration, props.platformNow()) : undefined;

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = exclusionErrors({ duration }).duration;
    setError(found && t(found.key));
    if (!found) setConfirming(true);
  };

  return (
    <section className="cr-safer__exclusion" aria-labelledby={`${name}-title`}>
      <h4 id={`${name}-title`}>{t('saferGambling.exclusion.title')}</h4>
      <p className="cr-safer__warning" id={`${name}-warning`}>
        {t('saferGambling.exclusion.warning')}
      </p>
      <form noValidate onSubmit={next} aria-labelledby={`${name}-title`} aria-describedby={`${name}-warning`}>
        <div className="cr-safer__kinds">
          {EXCLUSION_KINDS.map((kind) => (
            <fieldset
              key={kind}
              className="cr-safer__choices cr-safer__card"
              role="radiogroup"
              aria-labelledby={`${name}-${kind}`}
              aria-describedby={error ? `${name}-error` : undefined}
            >
              <legend id={`${name}-${kind}`} className="cr-field__label">
                {t(`saferGambling.exclusion.${kind}.legend`)}
              </legend>
              <p className="cr-safer__muted">{t(`saferGambling.exclusion.${kind}.hint`)}</p>
              {EXCLUSION_CHOICES[kind].map((choice) => (
                <label key={choice} className="cr-safer__option">
                  <input
                    type="radio"
                    name={name}
                    checked={duration === choice}
                    onChange={() => {
                      setDuration(choice);
                      setError(undefined);
                    }}
                  />
                  <span>{t(`saferGambling.exclusion.durations.${choice}`)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        {error && (
          <p id={`${name}-error`} className="cr-field__error" role="alert">
            {error}
          </p>
        )}
        <p className="cr-safer__until" aria-live="polite">
          {preview && t('saferGambling.exclusion.until', { time: time.format(preview.until) })}
        </p>
        <button type="submit" className="cr-btn cr-btn--danger">
          {t('saferGambling.exclusion.continue')}
        </button>
      </form>
      <p className="cr-safer__muted">{t('saferGambling.exclusion.help')}</p>
      {confirming && duration && (
        <ExclusionDialog
          duration={duration}
          platformNow={props.platformNow}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
