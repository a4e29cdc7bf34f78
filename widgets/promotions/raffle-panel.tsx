import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { errorText } from '@sdk/i18n/error-text';
import { formatGmt8 } from '@sdk/rules/clock';
import type { PromotionDetail, RaffleState } from '@sdk/contract/entities/promotions';
import { useMoney } from './promotion-parts';

/**
 * A raffle: how draws are earned, the member's progress, the prize table, the draw button (SPEC
 * §7's raffle claim, the platform's MCS2_claimRafflePromotion: the platform draws and pays) with
 * its result, and past draws.
 */
export function RafflePanel(props: {
  promotion: PromotionDetail;
  raffle: RaffleState;
  onChanged: () => Promise<void>;
}) {
  const croupier = useCroupier();
  const t = useT();
  const money = useMoney();
  const { raffle, promotion } = props;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string>();
  const [error, setError] = useState<string>();
  const canDraw = promotion.status === 'processing';

  async function draw() {
    if (busy) return;
    if (!croupier.access.require('member', 'raffle')) return;
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      const won = await croupier.promotions.draw(promotion.id);
      setResult(t('promotions.raffle.won', { prize: won.prize, amount: money(won.amount) }));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
    await props.onChanged().catch(() => undefined);
  }

  return (
    <section className="promo-raffle" aria-labelledby="promo-raffle-title">
      <h2 id="promo-raffle-title">{t('promotions.raffle.title')}</h2>
      <p>{t('promotions.raffle.earn', { amount: money(raffle.validBetPerDraw), max: raffle.maxDraws })}</p>
      <p className="promo-raffle__progress">
        {t('promotions.raffle.validBet', { amount: money(raffle.validBet) })}
        <br />
        {t('promotions.raffle.draws', { earned: raffle.earned, drawn: raffle.drawn })}
      </p>
      {canDraw && (
        <button type="button" className="cr-btn cr-btn--accent" aria-disabled={busy} onClick={draw}>
          {busy ? t('promotions.actions.busy') : t('promotions.actions.draw')}
        </button>
      )}
      <div aria-live="polite">{result && <p className="promo-raffle__won">{result}</p>}</div>
      {error && (
        <p className="promo-action__error" role="alert">
          {error}
        </p>
      )}
      <table className="promo-raffle__prizes">
        <caption>{t('promotions.raffle.prizes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.raffle.prize')}</th>
            <th scope="col">{t('promotions.raffle.amount')}</th>
            <th scope="col">{t('promotions.raffle.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {raffle.prizes.map((p) => (
            <tr key={p.prize}>
              <td>{p.prize}</td>
              <td>{money(p.amount)}</td>
              <td>{p.chance} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      {raffle.draws.length > 0 && (
        <>
          <h3>{t('promotions.raffle.history')}</h3>
          <ul className="promo-raffle__history">
            {raffle.draws.map((d) => (
              <li key={d.drawId}>
                <span>{t('promotions.raffle.entry', { n: d.entry })}</span> <strong>{d.prize}</strong>{' '}
                <span>{money(d.amount)}</span> <time>{formatGmt8(d.drawnAt)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
