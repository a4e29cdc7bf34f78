import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { errorText } from '@sdk/i18n/error-text';
import { promotionAction } from '@sdk/shared-rules/promotion-status';
import type { PromotionDetail } from '@sdk/contract/entities/promotions';
import { useMoney } from './promotion-parts';

/**
 * The one thing the promotion lets the member do now (sign up, apply or claim; a raffle's draw is
 * in its own panel), with its busy, done and refused states. A guest pressing it gets the login
 * popup, a trial account the register-first warning (SPEC §4), before anything is sent.
 */
export function PromotionAction(props: { promotion: PromotionDetail; onChanged: () => Promise<void> }) {
  const croupier = useCroupier();
  const t = useT();
  const money = useMoney();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const { promotion } = props;
  const action = promotionAction(promotion.kind, promotion.status);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'done' | 'error'; text: string }>();
  const act = action === 'draw' ? null : action;

  async function run() {
    if (!act || busy) return;
    if (!croupier.access.require('member', 'promotion')) return;
    setBusy(true);
    setNotice(undefined);
    try {
      if (act === 'claim') {
        const claim = await croupier.promotions.claim(promotion.id);
        setNotice({ tone: 'done', text: t('promotions.done.claim', { amount: money(claim.amount) }) });
      } else {
        await croupier.promotions.join(promotion.id);
        setNotice({ tone: 'done', text: t(`promotions.done.${act}`) });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error) });
    } finally {
      setBusy(false);
    }
    // Read the promotion again either way: a refusal (claimed in another tab) changes it too.
    await props.onChanged().catch(() => undefined);
  }

  return (
    <div className="promo-action">
      {act && (
        <button
          type="button"
          className="cr-btn cr-btn--primary promo-action__btn"
          aria-disabled={busy}
          onClick={run}
        >
          {busy
            ? t('promotions.actions.busy')
            : t(`promotions.actions.${act}`, {
                amount: promotion.bonus === null ? '' : money(promotion.bonus),
              })}
        </button>
      )}
      {act && !loggedIn && <p className="promo-action__hint">{t('promotions.loginToTakePart')}</p>}
      <div aria-live="polite">
        {notice?.tone === 'done' && <p className="promo-action__done">{notice.text}</p>}
      </div>
      {notice?.tone === 'error' && (
        <p className="promo-action__error" role="alert">
          {notice.text}
        </p>
      )}
    </div>
  );
}
