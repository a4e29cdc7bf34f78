import { useEffect, useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { Icon } from '@widgets/ui/icon';
import { warning } from '@widgets/ui/icons';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { isPlatformError } from '@sdk/client/platform-error';
import { fromMinorUnits, moneyText, parseAmountMinor } from '@sdk/rules/money';
import { withdrawAllMinor, withdrawBlock, withdrawQuote, type WithdrawBlock } from '@sdk/rules/withdraw';
import { validateWithdraw, type WithdrawField } from '@sdk/rules/validation/withdraw';
import type { WithdrawInfo, WithdrawOrder } from '@sdk/actions/withdrawals';
import { AccountPicker } from './account-picker';
import { dateFormats } from '@sdk/rules/dates';

/** Refusals after which the form's figures are stale: the page reads them again. */
const STALE = new Set([
  'not_found',
  'payment_password_locked',
  'withdraw_daily_limit',
  'withdraw_pending_limit',
  'withdraw_turnover_required',
  'withdraw_insufficient_balance',
]);

/**
 * The withdraw form: the payout account, the amount (with the fee and what arrives, live) and the
 * payment password. A rule that stops every withdrawal (a lock, today's count, turnover, the
 * balance) says so above the button, which stays disabled while it holds.
 */
export function WithdrawForm(props: {
  info: WithdrawInfo;
  onOrder: (order: WithdrawOrder) => void;
  onStale: () => void;
  onManageAccounts: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const blockId = useId();
  const { info } = props;
  const locale = croupier.i18n.language;
  const money = (minor: number) => moneyText(fromMinorUnits(minor), locale);
  const [accountId, setAccountId] = useState(info.accounts[0]?.id);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [now, setNow] = useState(Date.now);
  const block = withdrawBlock(info, now);
  // A lock ends by itself: the form opens again at that moment.
  const until = block?.reason === 'locked' ? block.until : undefined;
  useEffect(() => {
    if (until === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - Date.now() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [until]);

  const form = useFormSubmit<WithdrawField>({
    fields: ['payoutAccountId', 'amount', 'paymentPassword'],
    validate: () => validateWithdraw({ payoutAccountId: accountId, amount, paymentPassword: password }, info),
    fieldOf: (error) =>
      isPlatformError(error) && error.code === 'not_found' ? 'payoutAccountId' : undefined,
    submit: async () =>
      props.onOrder(
        await croupier.cashier.createWithdrawal({
          payoutAccountId: accountId!,
          amount: fromMinorUnits(parseAmountMinor(amount)!),
          paymentPassword: password,
        }),
      ),
    onError: (error) => {
      if (!isPlatformError(error)) return;
      setPassword('');
      const left = (error.value as { attemptsLeft?: number } | undefined)?.attemptsLeft;
      if (error.code === 'payment_password_incorrect' && left)
        form.setFieldError('paymentPassword', { key: 'withdraw.attemptsLeft', values: { count: left } });
      if (error.code === 'not_found') form.setFieldError('payoutAccountId', { key: 'withdraw.accountGone' });
      if (STALE.has(error.code)) props.onStale();
    },
  });

  const quote = withdrawQuote(amount, info);
  const all = withdrawAllMinor(info);
  return (
    <form className="cr-centre__card cr-withdraw__form" noValidate onSubmit={form.onSubmit}>
      <FormError message={form.formError} />
      {/* First, where a phone shows it before anything is typed. */}
      {block && <BlockNotice id={blockId} block={block} />}
      <AccountPicker
        accounts={info.accounts}
        selected={accountId}
        onSelect={setAccountId}
        onManage={props.onManageAccounts}
        error={form.errors.payoutAccountId}
      />
      <TextField
        label={t('withdraw.form.amount', { currency: info.currency })}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        required
        error={form.errors.amount}
        hint={t('withdraw.form.limits', {
          min: moneyText(info.minAmount, locale),
          max: moneyText(info.maxAmount, locale),
        })}
        trailing={
          all > 0 &&
          !block && (
            <button
              type="button"
              className="cr-chip"
              aria-label={t('withdraw.form.allLabel', { amount: money(all) })}
              onClick={() => setAmount(fromMinorUnits(all).toFixed(2))}
            >
              {t('withdraw.form.all')}
            </button>
          )
        }
      />
      <div
        className="cr-withdraw__quote"
        role="group"
        aria-label={t('withdraw.form.quote')}
        aria-live="polite"
      >
        <dl>
          <div>
            <dt>{t('withdraw.form.fee')}</dt>
            <dd>{quote ? money(quote.feeMinor) : '—'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.form.net')}</dt>
            <dd>
              {quote ? money(Math.max(0, quote.netMinor)) : '—'} <small>{info.currency}</small>
            </dd>
          </div>
        </dl>
      </div>
      <TextField
        label={t('withdraw.form.password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={setPassword}
        error={form.errors.paymentPassword}
        hint={t('withdraw.form.passwordHint')}
        required
      />
      <button
        type="submit"
        className="cr-btn cr-btn--primary cr-withdraw__submit"
        disabled={form.busy || !!block}
        aria-describedby={block ? blockId : undefined}
      >
        {form.busy ? t('common.loading') : t('withdraw.form.submit')}
      </button>
      <p className="cr-withdraw__note">{t('withdraw.form.note')}</p>
    </form>
  );
}

/** Why no withdrawal can go now, whatever the amount. */
function BlockNotice(props: { id: string; block: WithdrawBlock }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const { block } = props;
  const values =
    block.reason === 'locked'
      ? { until: dateFormats(locale).dateTime.format(block.until) }
      : block.reason === 'dailyLimit'
        ? { max: block.max }
        : { amount: moneyText(block.reason === 'turnover' ? block.remaining : block.min, locale) };
  return (
    <p id={props.id} className="cr-withdraw__block">
      <Icon path={warning} />
      <span>{t(`withdraw.block.${block.reason}`, values)}</span>
    </p>
  );
}
