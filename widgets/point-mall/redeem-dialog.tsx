import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Modal } from '@widgets/ui/modal';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { isPlatformError } from '@sdk/client/platform-error';
import type { PointsReward } from '@sdk/contract/entities/points';
import { redeemCost } from '@sdk/shared-rules/points-rules';
import { parseWhole, redeemMax, validateRedeem, type RedeemField } from '@sdk/rules/points';

/** Refusals that name the quantity; the others of the payment password go under its field. */
const QUANTITY_CODES = new Set(['points_insufficient', 'points_out_of_stock', 'points_quantity_invalid']);
/** Refusals after which the page's points or stock are stale: it reads them again. */
const STALE = new Set([...QUANTITY_CODES, 'not_found']);

/**
 * The redeem dialog (WAI-ARIA dialog): how many, what it costs against the member's points, and
 * the payment password; errors under their field. A retry of the same redeem (a double click, a
 * timeout) carries the same idempotency key (croupier.points.redeem), so the points go once.
 */
export function RedeemDialog(props: {
  reward: PointsReward;
  points: number;
  onClose: () => void;
  onDone: (notice: string) => void;
  onStale: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const { reward } = props;
  const number = new Intl.NumberFormat(croupier.i18n.language);
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const form = useFormSubmit<RedeemField>({
    fields: ['quantity', 'paymentPassword'],
    validate: () => validateRedeem({ quantity, paymentPassword: password }, reward, props.points),
    fieldOf: (error) =>
      isPlatformError(error)
        ? QUANTITY_CODES.has(error.code)
          ? 'quantity'
          : error.code.startsWith('payment_password_')
            ? 'paymentPassword'
            : undefined
        : undefined,
    submit: async () => {
      await croupier.points.redeem({
        rewardId: reward.id,
        quantity: parseWhole(quantity)!,
        paymentPassword: password,
      });
      props.onDone(t('pointMall.redeem.done'));
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
      if (STALE.has(error.code)) props.onStale();
    },
  });
  const count = parseWhole(quantity);
  const cost = count && count > 0 ? redeemCost(reward.points, count) : undefined;
  return (
    <Modal
      name="redeem"
      size="small"
      title={t('pointMall.redeem.title', { name: reward.name })}
      onClose={props.onClose}
    >
      <form className="mall__form" noValidate onSubmit={form.onSubmit}>
        <FormError message={form.formError} />
        <TextField
          label={t('pointMall.redeem.quantity')}
          value={quantity}
          onChange={setQuantity}
          inputMode="numeric"
          autoComplete="off"
          required
          error={form.errors.quantity}
          hint={t('pointMall.redeem.quantityHint', { max: redeemMax(reward) })}
        />
        <dl className="mall__quote" aria-live="polite">
          <div>
            <dt>{t('pointMall.redeem.cost')}</dt>
            <dd>
              {cost !== undefined ? t('pointMall.catalogue.cost', { points: number.format(cost) }) : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('pointMall.redeem.have')}</dt>
            <dd>{t('pointMall.catalogue.cost', { points: number.format(props.points) })}</dd>
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
            {t('pointMall.redeem.cancel')}
          </button>
          <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
            {form.busy ? t('common.loading') : t('pointMall.redeem.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
