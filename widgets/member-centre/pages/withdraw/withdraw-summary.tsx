import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { fromMinorUnits, moneyText } from '@sdk/rules/money';
import { heldOutsideMainMinor } from '@sdk/rules/balance';
import { turnoverPercent, withdrawalsLeft } from '@sdk/rules/withdraw';
import type { WithdrawInfo } from '@sdk/actions/withdrawals';

/**
 * Every rule of a withdrawal before the player types (SPEC §2 withdraw): the balance, the limits,
 * the fee, the withdrawals left today, the bonus money that cannot leave yet and the turnover
 * still to wager to free it, with its progress.
 */
export function WithdrawSummary(props: { info: WithdrawInfo; onOpenWallet: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const balance = useSignal(croupier.state.balance);
  // Only the main wallet pays out: money left in a provider's wallet is said, with the way back.
  const elsewhere = heldOutsideMainMinor(balance?.balance ?? []);
  const { info } = props;
  const money = (amount: number) => moneyText(amount, croupier.i18n.language);
  const { turnover } = info;
  const percent = turnoverPercent(turnover);
  return (
    <section className="cr-centre__card cr-withdraw__summary" aria-labelledby="cr-withdraw-summary">
      <h4 id="cr-withdraw-summary">{t('withdraw.summary.title')}</h4>
      <dl>
        <div className="cr-withdraw__balance">
          <dt>{t('withdraw.summary.balance')}</dt>
          <dd>
            {money(info.balance)} <small>{info.currency}</small>
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.summary.limits')}</dt>
          <dd>
            {t('withdraw.summary.limitsValue', { min: money(info.minAmount), max: money(info.maxAmount) })}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.summary.fee')}</dt>
          <dd>{t('withdraw.summary.feeValue', { percent: info.feePercent, min: money(info.minFee) })}</dd>
        </div>
        <div>
          <dt>{t('withdraw.summary.left')}</dt>
          <dd>
            {t('withdraw.summary.leftValue', {
              left: withdrawalsLeft(info.dailyCount),
              max: info.dailyCount.max,
            })}
          </dd>
        </div>
        {info.wagering.locked > 0 && (
          <div className="cr-withdraw__locked">
            <dt>{t('withdraw.summary.locked')}</dt>
            <dd>
              {t('withdraw.summary.lockedValue', {
                locked: money(info.wagering.locked),
                available: money(info.wagering.available),
              })}
            </dd>
          </div>
        )}
        <div className="cr-withdraw__turnover">
          <dt>{t('withdraw.summary.turnover')}</dt>
          <dd>
            {turnover.required > 0 ? (
              <>
                {t('withdraw.summary.turnoverValue', {
                  done: money(turnover.done),
                  required: money(turnover.required),
                })}
                <span
                  className="cr-withdraw__meter"
                  role="progressbar"
                  aria-label={t('withdraw.summary.turnover')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <span style={{ width: `${percent}%` }} />
                </span>
                {turnover.remaining > 0 && (
                  <small>
                    {t('withdraw.summary.turnoverRemaining', { remaining: money(turnover.remaining) })}
                  </small>
                )}
              </>
            ) : (
              t('withdraw.summary.turnoverNone')
            )}
          </dd>
        </div>
      </dl>
      {elsewhere > 0 && (
        <p className="cr-withdraw__elsewhere">
          <span>{t('withdraw.summary.inVendorWallets', { amount: money(fromMinorUnits(elsewhere)) })}</span>
          <button type="button" className="cr-btn" onClick={props.onOpenWallet}>
            {t('withdraw.summary.goWallet')}
          </button>
        </p>
      )}
    </section>
  );
}
