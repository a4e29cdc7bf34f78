import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { isPlatformError } from '@sdk/client/platform-error';
import type { DownlineKind } from '@sdk/contract/entities/agent';
import {
  TEAM_REGISTER_FIELDS,
  teamRegisterErrorField,
  teamRegisterInput,
  validateTeamRegister,
  type TeamRegisterValues,
} from '@sdk/rules/team-register';

/** The kinds an agent registers, in the radio group's order: a member first (the usual case). */
const KINDS: readonly DownlineKind[] = ['member', 'agent'];
const EMPTY = { username: '', password: '', confirmPassword: '', nickname: '' };

/**
 * Registers a member or a sub-agent directly under the agent: the kind as a radio group, then the
 * account's username, password (twice) and nickname, checked with the brand's rules before they
 * go. A refusal goes under its field and nothing typed is lost; a success names the new account.
 */
export function RegisterForm(props: { onRegistered?: (username: string) => void }) {
  const croupier = useCroupier();
  const t = useT();
  const kindName = useId();
  const kindError = useId();
  // The brand's username and password rules; until they load (or if they cannot) the platform
  // checks them alone.
  const rules = useAsync(() => croupier.account.registerRules('username'), [croupier]);
  const accountRules =
    rules.status === 'ready' ? { username: rules.value.username, password: rules.value.password } : {};
  const [kind, setKind] = useState<DownlineKind>('member');
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState<string>();
  const typed: TeamRegisterValues = { kind, ...values };
  const form = useFormSubmit({
    fields: TEAM_REGISTER_FIELDS,
    validate: () => validateTeamRegister(typed, accountRules),
    fieldOf: (error) =>
      isPlatformError(error) ? teamRegisterErrorField(error.code, error.value) : undefined,
    submit: async () => {
      const created = await croupier.agent.registerDownline(teamRegisterInput({ ...typed, kind }));
      setDone(t(`agentTeam.register.done.${kind}`, { username: created.username }));
      setValues(EMPTY);
      props.onRegistered?.(created.username);
    },
  });
  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setDone(undefined);
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <section className="cr-centre__card" aria-labelledby={`${kindName}-title`}>
      <h4 id={`${kindName}-title`}>{t('agentTeam.register.title')}</h4>
      <form className="cr-agent__form" noValidate onSubmit={(e) => void form.onSubmit(e)}>
        <FormError message={form.formError} />
        <fieldset className="cr-agent__kinds" aria-describedby={form.errors.kind ? kindError : undefined}>
          <legend className="cr-field__label">{t('agentTeam.register.kind')}</legend>
          <div className="cr-segmented">
            {KINDS.map((k) => (
              <label key={k} className="cr-segmented__option">
                <input
                  type="radio"
                  name={kindName}
                  value={k}
                  checked={kind === k}
                  onChange={() => {
                    setDone(undefined);
                    setKind(k);
                  }}
                />
                <span>{t(`agentTeam.register.kinds.${k}`)}</span>
              </label>
            ))}
          </div>
          <p className="cr-field__hint">{t(`agentTeam.register.kindHint.${kind}`)}</p>
          {form.errors.kind && (
            <p id={kindError} className="cr-field__error" role="alert">
              {form.errors.kind}
            </p>
          )}
        </fieldset>
        <div className="cr-agent__fields">
          <TextField
            label={t('agentTeam.register.username')}
            value={values.username}
            onChange={change('username')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            maxLength={64}
            required
            error={form.errors.username}
          />
          <TextField
            label={t('agentTeam.register.nickname')}
            value={values.nickname}
            onChange={change('nickname')}
            autoComplete="off"
            maxLength={64}
            hint={t('agentTeam.register.nicknameHint')}
            error={form.errors.nickname}
          />
          <TextField
            label={t('agentTeam.register.password')}
            value={values.password}
            onChange={change('password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            required
            revealable
            error={form.errors.password}
          />
          <TextField
            label={t('agentTeam.register.confirmPassword')}
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            required
            revealable
            error={form.errors.confirmPassword}
          />
        </div>
        <div className="cr-agent__actions">
          <button type="submit" className="cr-btn cr-btn--primary" aria-disabled={form.busy}>
            {form.busy ? t('common.loading') : t(`agentTeam.register.submit.${kind}`)}
          </button>
          <p className="cr-agent__done" role="status">
            {done}
          </p>
        </div>
      </form>
    </section>
  );
}
