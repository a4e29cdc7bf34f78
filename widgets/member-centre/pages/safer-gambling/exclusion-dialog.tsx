import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Modal } from '@widgets/ui/modal';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { exclusionErrors, exclusionPreview } from '@sdk/rules/safer-gambling';
import type { ExclusionDuration } from '@sdk/contract/entities/safer-gambling';
import { isPlatformError } from '@sdk/client/platform-error';
import { dateFormats } from '@sdk/rules/dates';

/** A wrong password names no field; it belongs under the password. */
const passwordRefusal = (error: unknown) =>
  isPlatformError(error) && error.code === 'password_incorrect' ? ('password' as const) : undefined;

/**
 * The last step (WAI-ARIA alertdialog): what is about to happen and until when, the login
 * password, and the button that starts it. Once the platform has it the session is over: the
 * player is logged out and told until when, from the platform's own answer.
 */
export function ExclusionDialog(props: {
  duration: ExclusionDuration;
  platformNow: () => number;
  onClose: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const messageId = useId();
  const [password, setPassword] = useState('');
  const time = dateFormats(croupier.i18n.language).long;
  const [preview] = useState(() => exclusionPreview(props.duration, props.platformNow()));
  const form = useFormSubmit<'password'>({
    fields: ['password'],
    validate: () => exclusionErrors({ duration: props.duration, password }),
    fieldOf: passwordRefusal,
    onError: () => setPassword(''),
    submit: async () => {
      const { kind, until } = await croupier.saferGambling.exclude(props.duration, password);
      // The page is gone with the session; the message outlives it.
      croupier.modals.open('message', {
        titleKey: `saferGambling.exclusion.doneTitle.${kind}`,
        text: t('saferGambling.exclusion.done', { time: time.format(until) }),
      });
    },
  });
  const until = time.format(preview.until);
  return (
    <Modal
      name="exclusion-confirm"
      role="alertdialog"
      size="small"
      title={t(`saferGambling.exclusion.confirmTitle.${preview.kind}`, {
        duration: t(`saferGambling.exclusion.durations.${props.duration}`),
      })}
      describedBy={messageId}
      onClose={props.onClose}
    >
      <form className="cr-safer__form" noValidate onSubmit={form.onSubmit}>
        <p id={messageId} className="cr-safer__warning">
          {t('saferGambling.exclusion.confirmText', { time: until })}
        </p>
        <FormError message={form.formError} />
        <TextField
          label={t('saferGambling.exclusion.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={form.errors.password}
          required
          data-autofocus
        />
        <div className="cr-safer__actions">
          <button type="button" className="cr-btn cr-btn--ghost" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="cr-btn cr-btn--danger" aria-disabled={form.busy}>
            {t(`saferGambling.exclusion.confirm.${preview.kind}`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
