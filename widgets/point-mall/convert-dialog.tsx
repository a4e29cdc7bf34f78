import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Modal } from '@widgets/ui/modal';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { useStyles } from '@widgets/ui/styles';
import { CHIPS_STYLE } from '@widgets/ui/chips-style';
import { isPlatformError } from '@sdk/client/platform-error';
import type { PointsConfig } from '@sdk/contract/entities/points';
import { convertiblePoints, convertQuote } from '@sdk/shared-rules/points-rules';
import { fromMinorUnits, moneyText } from '@sdk/rules/money';
import { parseWhole, pointsRulesOf, validateConvert, type ConvertField } from '@sdk/rules/points';

/** Refusals that name the points field. */
const POINTS_CODES = new Set(['points_convert_invalid', 'points_insufficient']);

/**
 * Converting points into the balance (WAI-ARIA dialog): the points, what they pay (quoted by the
 * same rule the platform pays by, sdk/shared-rules/points-rules.ts) and the payment password. The
 * header's balance is read again when the platform answers (croupier.points.convert).
 */
export function ConvertDialog(props: {
  config: PointsConfig;
  points: number;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  useStyles(CHIPS_STYLE.id, CHIPS_STYLE.css);
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const number = new Intl.NumberFormat(locale);
  const rules = pointsRulesOf(props.config);
  const all = convertiblePoints(props.points, rules);
  const [points, setPoints] = useState(all > 0 ? String(all) : '');
  const [password, setPassword] = useState('');
  const money = (minor: number) => `${moneyText(fromMinorUnits(minor), locale)} ${props.config.currency}`;
  const form = useFormSubmit<ConvertField>({
    fields: ['points', 'paymentPassword'],
    validate: () => validateConvert({ points, paymentPassword: password }, rules, props.points),
    fieldOf: (error) =>
      isPlatformError(error)
        ? POINTS_CODES.has(error.code)
          ? 'points'
          : error.code.startsWith('payment_password_')
            ? 'paymentPassword'
            : undefined
        : undefined,
    submit: async () => {
      const conversion = await croupier.points.convert({
        points: parseWhole(points)!,
        paymentPassword: password,
      });
      props.onDone(
        t('pointMall.convert.done', {
          points: number.format(conversion.points),
          amount: `${moneyText(conversion.credited, locale)} ${props.config.currency}`,
        }),
      );
    },
    onError: (error) => {
      if (!isPlatformError(error)) return;
      setPassword('');
      const left = (error.value as { attemptsLeft?: number } | undefined)?.attemptsLeft;
      if (error.code === 'payment_password_incorrect' && left)
        form.setFieldError('paymentPassword', {
          key: 'pointMall.redeem.attemptsLeft',
          values: { count: left },
        });
    },
  });
  const typed = parseWhole(points);
  const quote = typed !== null ? convertQuote(typed, rules) : undefined;
  return (
    <Modal name="convert" size="small" title={t('pointMall.convert.title')} onClose={props.onClose}>
      <form className="mall__form" noValidate onSubmit={form.onSubmit}>
        <FormError message={form.formError} />
        <TextField
          label={t('pointMall.convert.points')}
          value={points}
          onChange={setPoints}
          inputMode="numeric"
          autoComplete="off"
          required
          error={form.errors.points}
          hint={t('pointMall.earn.rate', {
            points: number.format(rules.convertPoints),
            amount: money(rules.convertMinor),
          })}
          trailing={
            all > 0 && (
              <button
                type="button"
                className="cr-chip"
                aria-label={t('pointMall.convert.allLabel', { points: number.format(all) })}
                onClick={() => setPoints(String(all))}
              >
                {t('pointMall.convert.all')}
              </button>
            )
          }
        />
        <dl className="mall__quote" aria-live="polite">
          <div>
            <dt>{t('pointMall.convert.quote')}</dt>
            <dd data-testid="convert-quote">{quote?.ok ? money(quote.creditedMinor) : '—'}</dd>
          </div>
        </dl>
        <TextField
          label={t('pointMall.redeem.password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={setPassword}
          error={form.errors.paymentPassword}
          hint={t('pointMall.redeem.passwordHint')}
          required
        />
        <div className="mall__actions">
          <button type="button" className="cr-btn cr-btn--ghost" onClick={props.onClose}>
            {t('pointMall.convert.cancel')}
          </button>
          <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
            {form.busy ? t('common.loading') : t('pointMall.convert.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
