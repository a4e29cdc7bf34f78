import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { formatGmt8 } from '@sdk/rules/clock';
import { moneyText } from '@sdk/rules/money';
import type { Promotion, PromotionStatus } from '@sdk/contract/entities/promotions';

/** Pieces the promotions list and detail share: the status badge, the dates, money. */

/** Tone of each status's badge: what the member has, what waits, what is over. */
const TONES: Record<PromotionStatus, 'good' | 'wait' | 'off' | 'open'> = {
  open: 'open',
  comingSoon: 'wait',
  closed: 'off',
  signedUp: 'good',
  applying: 'wait',
  joined: 'good',
  rejected: 'off',
  claimed: 'good',
  processing: 'wait',
  issued: 'good',
};

export function StatusBadge(props: { status: PromotionStatus }) {
  const t = useT();
  return (
    <span className={`promo-badge promo-badge--${TONES[props.status]}`}>
      {t(`promotions.status.${props.status}`)}
    </span>
  );
}

/** Start and end in GMT+8 (SPEC §2's clock format), whatever the visitor's zone. */
export function PromotionDates(props: { promotion: Pick<Promotion, 'startsAt' | 'endsAt'> }) {
  const t = useT();
  const { startsAt, endsAt } = props.promotion;
  return (
    <p className="promo-dates">
      <span className="promo-dates__label">{t('promotions.periodLabel')}</span>{' '}
      {t('promotions.period', { start: formatGmt8(startsAt), end: formatGmt8(endsAt) })}
    </p>
  );
}

/** An amount with the brand's currency symbol, in the page's locale. */
export function useMoney(): (amount: number) => string {
  const croupier = useCroupier();
  const currency = useSignal(croupier.state.currencySymbol);
  const locale = croupier.i18n.language;
  return (amount) => `${currency} ${moneyText(amount, locale)}`;
}
