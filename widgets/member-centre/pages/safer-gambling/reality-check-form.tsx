import { useId, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { FormError } from '@widgets/ui/form-error';
import {
  REALITY_CHECK_MINUTES,
  type ProtectionState,
  type RealityCheckMinutes,
} from '@sdk/contract/entities/safer-gambling';
import { useAction } from './use-action';

const CHOICES: readonly (RealityCheckMinutes | null)[] = [...REALITY_CHECK_MINUTES, null];

/**
 * How often the reality check reminds the player: a radio group (15, 30 or 60 minutes, or never),
 * saved with its button; it holds at once, and the reminder over the pages follows it.
 */
export function RealityCheckForm(props: {
  minutes: RealityCheckMinutes | null;
  onChanged: (state: ProtectionState) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const name = useId();
  const [choice, setChoice] = useState(props.minutes);
  const [saved, setSaved] = useState(false);
  const save = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void save.run(async () => {
      props.onChanged(await croupier.saferGambling.setRealityCheck(choice));
      setSaved(true);
    });
  };
  return (
    <section className="cr-safer__group" aria-labelledby={`${name}-title`}>
      <h4 id={`${name}-title`}>{t('saferGambling.realityCheck.title')}</h4>
      <p className="cr-safer__hint">{t('saferGambling.realityCheck.hint')}</p>
      <form className="cr-safer__card" noValidate onSubmit={submit} aria-labelledby={`${name}-title`}>
        <FormError message={save.error} />
        <fieldset className="cr-safer__choices" role="radiogroup" aria-labelledby={`${name}-legend`}>
          <legend id={`${name}-legend`} className="cr-field__label">
            {t('saferGambling.realityCheck.legend')}
          </legend>
          {CHOICES.map((minutes) => (
            <label key={String(minutes)} className="cr-safer__option">
              <input
                type="radio"
                name={name}
                checked={choice === minutes}
                onChange={() => {
                  setChoice(minutes);
                  setSaved(false);
                }}
              />
              <span>
                {minutes === null
                  ? t('saferGambling.realityCheck.off')
                  : t('saferGambling.realityCheck.every', { minutes })}
              </span>
            </label>
          ))}
        </fieldset>
        {saved && (
          <p className="cr-safer__done" role="status">
            {t('saferGambling.realityCheck.saved')}
          </p>
        )}
        <div className="cr-safer__actions">
          <button type="submit" className="cr-btn cr-btn--primary" aria-disabled={save.busy}>
            {t('saferGambling.realityCheck.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
