import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import type { SecurityInfo } from '@sdk/contract/entities/security';
import {
  validatePaymentPassword,
  type PaymentPasswordField,
  type PaymentPasswordProof,
} from '@sdk/rules/validation/payment-password';
import { SendCodeButton } from './send-code-button';
import { dateFormats } from '@sdk/rules/dates';

const EMPTY = { oldPassword: '', smsCode: '', newPassword: '', confirmPassword: '' };

/**
 * The payment password (six digits) that withdrawals and payout accounts ask for. A first one
 * needs nothing more; a change needs the current one, or a code sent to the bound mobile.
 */
export function PaymentPasswordForm(props: { info: SecurityInfo; onChanged: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const { info } = props;
  const [proof, setProof] = useState<PaymentPasswordProof>(info.hasPaymentPassword ? 'old' : 'none');
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState(false);
  const proofName = useId();
  const set = (field: PaymentPasswordField) => (value: string) => {
    setDone(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const form = useFormSubmit<PaymentPasswordField>({
    fields: ['oldPassword', 'smsCode', 'newPassword', 'confirmPassword'],
    validate: () => validatePaymentPassword(values, proof),
    submit: async () => {
      await croupier.security.setPaymentPassword({
        newPassword: values.newPassword,
        ...(proof === 'old' ? { oldPassword: values.oldPassword } : {}),
        ...(proof === 'sms' ? { smsCode: values.smsCode.trim() } : {}),
      });
      setValues(EMPTY);
      setDone(true);
      props.onChanged();
    },
  });
  const digits = { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <section className="cr-centre__card" aria-labelledby="cr-security-payment">
      <header className="cr-security__head">
        <h4 id="cr-security-payment">{t('security.paymentPassword.title')}</h4>
        <span className={`cr-status cr-status--${info.hasPaymentPassword ? 'paid' : 'pending'}`}>
          {t(info.hasPaymentPassword ? 'security.paymentPassword.set' : 'security.paymentPassword.notSet')}
        </span>
      </header>
      {info.paymentPasswordLockedUntil && (
        <p className="cr-form-error" role="alert">
          {t('security.paymentPassword.locked', {
            until: dateFormats(croupier.i18n.language).dateTime.format(info.paymentPasswordLockedUntil),
          })}
        </p>
      )}
      <form className="cr-security__form" noValidate onSubmit={form.onSubmit}>
        <FormError message={form.formError} />
        {done && (
          <p className="cr-security__done" role="status">
            {t('security.paymentPassword.saved')}
          </p>
        )}
        {info.hasPaymentPassword && info.mobile && (
          <fieldset className="cr-security__proof">
            <legend className="cr-field__label">{t('security.paymentPassword.proof')}</legend>
            {(['old', 'sms'] as const).map((option) => (
              <label key={option} className="cr-deposit__option">
                <input
                  type="radio"
                  name={proofName}
                  checked={proof === option}
                  onChange={() => setProof(option)}
                />
                <span>{t(`security.paymentPassword.by.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {proof === 'old' && (
          <TextField
            label={t('security.paymentPassword.current')}
            type="password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={form.errors.oldPassword}
            required
            {...digits}
          />
        )}
        {proof === 'sms' && (
          <TextField
            label={t('security.paymentPassword.smsCode')}
            value={values.smsCode}
            onChange={set('smsCode')}
            error={form.errors.smsCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            hint={t('security.paymentPassword.smsTo', { mobile: info.mobile })}
            trailing={
              <SendCodeButton
                send={async () => (await croupier.security.sendPaymentPasswordSms(), true)}
                label={t('security.paymentPassword.sendCode')}
                resendIn={(seconds) => t('security.paymentPassword.resendIn', { seconds })}
                sent={t('security.paymentPassword.smsSent')}
              />
            }
          />
        )}
        <TextField
          label={t('security.paymentPassword.new')}
          type="password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={form.errors.newPassword}
          hint={t('security.paymentPassword.rule')}
          required
          {...digits}
        />
        <TextField
          label={t('security.paymentPassword.confirm')}
          type="password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={form.errors.confirmPassword}
          required
          {...digits}
        />
        <button type="submit" className="cr-btn cr-btn--primary cr-security__submit" disabled={form.busy}>
          {t(info.hasPaymentPassword ? 'security.paymentPassword.change' : 'security.paymentPassword.save')}
        </button>
      </form>
    </section>
  );
}
