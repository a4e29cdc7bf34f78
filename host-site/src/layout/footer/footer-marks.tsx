import { Link } from 'wouter';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import type { DepositKind } from '@sdk/contract/entities/deposit';
import { useBrand } from '../../app/brand-context';

/** The platform's deposit kinds (SPEC §6), each with its mark. */
const PAYMENTS: readonly { kind: DepositKind; icon: string }[] = [
  { kind: 'usdt', icon: icons.coin },
  { kind: 'bank', icon: icons.bank },
  { kind: 'ewallet', icon: icons.wallet },
];

/**
 * What a player looks for at a page's end: the age limit with the way to play responsibly (the
 * help centre's article and, for a member, the safer-gambling tools it points to), the licence the
 * operator holds (only when the brand states one) and the ways to pay.
 */
export function FooterMarks() {
  const t = useT();
  const brand = useBrand();
  return (
    <section className="footer__marks" aria-labelledby="footer-marks">
      <h2 id="footer-marks" className="cr-visually-hidden">
        {t('footer.marks.title')}
      </h2>
      <Link href="/help" className="footer-mark footer-mark--link">
        <span className="footer-mark__age" aria-hidden="true">
          18+
        </span>
        {t('footer.marks.responsible')}
      </Link>
      {brand.licence && (
        <p className="footer-mark">
          <Icon path={icons.shield} />
          {t('footer.marks.licence', { licence: brand.licence })}
        </p>
      )}
      <ul className="footer__payments" aria-label={t('footer.marks.payments')}>
        {PAYMENTS.map(({ kind, icon }) => (
          <li key={kind} className="footer-mark">
            <Icon path={icon} />
            {t(`footer.marks.pay.${kind}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
