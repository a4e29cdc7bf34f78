import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { limitOf, limitView, parseLimitInput, type LimitSlot } from '@sdk/rules/safer-gambling';
import { moneyText } from '@sdk/rules/money';
import {
  SESSION_LIMIT_MINUTES,
  type LimitState,
  type ProtectionState,
} from '@sdk/contract/entities/safer-gambling';
import { dateFormats } from '@sdk/rules/dates';
import { PendingChange } from './pending-change';
import { useAction } from './use-action';

/**
 * One limit: its value, what the current period used and has left (with when it starts again),
 * a change waiting out its 24 hours, and the form to set a new value or remove it. A refusal
 * shows under the field and keeps what was typed.
 */
export function LimitCard(props: {
  slot: LimitSlot;
  limit: LimitState;
  platformNow: () => number;
  onChanged: (state: ProtectionState) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const currency = useSignal(croupier.state.currencySymbol);
  const locale = croupier.i18n.language;
  const { slot } = props;
  const session = slot.kind === 'session';
  const name = t(`saferGambling.limitNames.${slot.kind}${slot.period ? `_${slot.period}` : ''}`);
  const view = limitView(props.limit, props.platformNow());
  const show = (value: number) =>
    session ? t('saferGambling.minutes', { minutes: value }) : moneyText(value, locale);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string>();
  const remove = useAction();
  const period = slot.period ? { period: slot.period } : {};

  /** Shows the platform's answer, and says whether the change holds now or waits its 24 hours. */
  const applied = (next: ProtectionState, done: string) => {
    const waiting = limitOf(next.limits, slot).pending;
    const asked = waiting !== null && waiting.requestedAt !== props.limit.pending?.requestedAt;
    setNotice(asked ? t('saferGambling.limits.waiting') : done);
    props.onChanged(next);
  };
  const form = useFormSubmit<'value'>({
    fields: ['value'],
    validate: () => {
      const read = parseLimitInput(slot.kind, text);
      return 'error' in read ? { value: read.error } : {};
    },
    submit: async () => {
      const read = parseLimitInput(slot.kind, text);
      if (!('value' in read)) return;
      setNotice(undefined);
      const next = await croupier.saferGambling.setLimit({ kind: slot.kind, ...period, value: read.value });
      setText('');
      applied(next, t('saferGambling.limits.saved'));
    },
  });
  const decide = async (action: 'confirm' | 'cancel') => {
    setNotice(undefined);
    const next = await (action === 'confirm'
      ? croupier.saferGambling.confirmLimit(slot.kind, slot.period)
      : croupier.saferGambling.cancelLimit(slot.kind, slot.period));
    applied(next, t(`saferGambling.limits.pending.${action === 'confirm' ? 'confirmed' : 'cancelled'}`));
  };

  return (
    <article className="cr-safer__card" aria-label={name}>
      <header className="cr-safer__card-head">
        <h5 id={`${id}-title`}>
          {session ? t('saferGambling.limits.current') : t(`saferGambling.periods.${slot.period}`)}
        </h5>
        <p className="cr-safer__value">
          {view.value === null ? t('saferGambling.noLimit') : show(view.value)}
        </p>
      </header>
      {view.usedShare !== undefined && (
        <div className="cr-safer__usage">
          <span className="cr-safer__bar" aria-hidden="true">
            <span style={{ inlineSize: `${Math.round(view.usedShare * 100)}%` }} />
          </span>
          <p>
            {t('saferGambling.limits.used', { used: show(view.used ?? 0), value: show(view.value ?? 0) })}
            <br />
            <strong>{t('saferGambling.limits.remaining', { remaining: show(view.remaining ?? 0) })}</strong>
          </p>
        </div>
      )}
      {view.value !== null && view.periodEndsAt !== undefined && (
        <p className="cr-safer__muted">
          {t('saferGambling.limits.resets', { time: dateFormats(locale).dateTime.format(view.periodEndsAt) })}
        </p>
      )}
      {props.limit.pending && (
        <PendingChange
          pending={props.limit.pending}
          platformNow={props.platformNow}
          name={name}
          show={show}
          onDecide={decide}
        />
      )}
      {notice && (
        <p className="cr-safer__done" role="status">
          {notice}
        </p>
      )}
      {/* Named by the whole limit, not the card's title: "Daily" heads a deposit and a loss card alike,
          and two forms of one name are two landmarks a screen reader cannot tell apart. */}
      <form className="cr-safer__form" noValidate onSubmit={form.onSubmit} aria-label={name}>
        <FormError message={form.formError ?? remove.error} />
        <TextField
          label={t(session ? 'saferGambling.limits.newMinutes' : 'saferGambling.limits.newMoney', {
            currency,
          })}
          // Seven fields on one page: each is named after its limit for a screen reader.
          aria-label={t(session ? 'saferGambling.limits.newMinutesOf' : 'saferGambling.limits.newMoneyOf', {
            name,
            currency,
          })}
          value={text}
          onChange={setText}
          inputMode={session ? 'numeric' : 'decimal'}
          autoComplete="off"
          error={form.errors.value}
          hint={session ? t('saferGambling.limits.minutesHint', SESSION_LIMIT_MINUTES) : undefined}
        />
        <div className="cr-safer__actions">
          {view.value !== null && props.limit.pending?.value !== null && (
            <button
              type="button"
              className="cr-btn cr-btn--ghost cr-btn--sm"
              aria-disabled={remove.busy || form.busy}
              onClick={() =>
                !form.busy &&
                void remove.run(async () => {
                  setNotice(undefined);
                  const next = await croupier.saferGambling.setLimit({
                    kind: slot.kind,
                    ...period,
                    value: null,
                  });
                  applied(next, t('saferGambling.limits.saved'));
                })
              }
            >
              {t('saferGambling.limits.remove')}
            </button>
          )}
          <button type="submit" className="cr-btn cr-btn--primary cr-btn--sm" aria-disabled={form.busy}>
            {t('saferGambling.limits.save')}
          </button>
        </div>
      </form>
    </article>
  );
}
