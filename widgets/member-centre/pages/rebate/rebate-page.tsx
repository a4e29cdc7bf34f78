import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { useClaim } from '@widgets/ui/use-claim';
import { TableScroll } from '@widgets/ui/table-scroll';
import { dateFormats } from '@sdk/rules/dates';
import { moneyText } from '@sdk/rules/money';
import { RebateHistory } from './rebate-history';
import { percentText } from './percent';
import css from './rebate.css?inline';

const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * manualRebate: what the valid bets settled since the last claim pay back, per game
 * category at its rate (the VIP level's bonus included), the total, the claim button, and the
 * claims made. The platform computes every figure (sdk/shared-rules/rebate-rules.ts); the claim
 * confirms the total shown, so new bets in between are never paid without being seen.
 */
export default function RebatePage() {
  useStyles('cr-rebate', css);
  const croupier = useCroupier();
  const t = useT();
  const textsReady = useTexts('rewards');
  // A claim paid or refused reads the quote and the history again.
  const [revision, setRevision] = useState(0);
  const quote = useAsync(() => croupier.rebate.quote(), [croupier, revision]);
  const claim = useClaim<'rebate'>();
  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;

  const locale = croupier.i18n.language;
  const money = (amount: number) => moneyText(amount, locale);
  const onClaim = (total: number) =>
    claim.run(
      'rebate',
      async () => {
        const paid = await croupier.rebate.claim(total);
        setRevision((n) => n + 1);
        return t('rebate.paid', { amount: money(paid.amount) });
      },
      () => setRevision((n) => n + 1),
    );

  return (
    <div className="cr-rebate">
      <p className="cr-rebate__intro">{t('rebate.intro')}</p>
      <AsyncStates state={quote} className="cr-centre__state">
        {quote.status === 'ready' && (
          <>
            <section className="cr-rebate__summary" aria-labelledby="cr-rebate-total">
              <div>
                <h4 id="cr-rebate-total">{t('rebate.total')}</h4>
                <strong className="cr-rebate__amount">{money(quote.value.total)}</strong>
                <p className="cr-rebate__note">
                  {quote.value.since === null
                    ? t('rebate.sinceFirst')
                    : t('rebate.since', { date: dateFormats(locale).dateTime.format(quote.value.since) })}
                </p>
                {quote.value.vipBonusBps > 0 && (
                  <p className="cr-rebate__note">
                    {t('rebate.vipBonus', {
                      percent: percentText(quote.value.vipBonusBps, locale),
                      level: quote.value.vipLevel,
                    })}
                  </p>
                )}
              </div>
              {quote.value.total > 0 ? (
                <button
                  type="button"
                  className="cr-btn cr-btn--primary cr-rebate__claim"
                  disabled={claim.busy !== undefined}
                  onClick={() => void onClaim(quote.value.total)}
                >
                  {claim.busy
                    ? t('rebate.claiming')
                    : t('rebate.claim', { amount: money(quote.value.total) })}
                </button>
              ) : (
                <p className="cr-rebate__note">{t('rebate.nothing')}</p>
              )}
            </section>
            {claim.done && (
              <p className="cr-rebate__done" role="status">
                {claim.done}
              </p>
            )}
            {claim.error && (
              <p className="cr-form-error" role="alert">
                {claim.error}
              </p>
            )}
            <TableScroll label={t('rebate.caption')}>
              <table className="cr-table">
                <caption className="cr-visually-hidden">{t('rebate.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rebate.columns.category')}</th>
                    <th scope="col" className="cr-table__number">
                      {t('rebate.columns.validBet')}
                    </th>
                    <th scope="col" className="cr-table__number">
                      {t('rebate.columns.rate')}
                    </th>
                    <th scope="col" className="cr-table__number">
                      {t('rebate.columns.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {quote.value.lines.map((line) => (
                    <tr key={line.category}>
                      <th scope="row">{t(`rebate.categories.${line.category}`, line.category)}</th>
                      <td className="cr-table__number">{money(line.validBet)}</td>
                      <td className="cr-table__number">
                        {t('rebate.rate', { percent: percentText(line.rateBps, locale) })}
                      </td>
                      <td className="cr-table__number">{money(line.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t('rebate.total')}
                    </th>
                    <td className="cr-table__number">{money(quote.value.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </>
        )}
      </AsyncStates>
      <RebateHistory revision={revision} />
    </div>
  );
}
