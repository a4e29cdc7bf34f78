import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import { check, lock } from '@widgets/ui/icons';
import type { WithdrawSetup as Missing } from '@sdk/rules/withdraw';

/**
 * Before a first withdrawal: what My account must hold (the payment password, a payout account),
 * what is done and what is missing, and the way there.
 */
export function WithdrawSetup(props: { missing: readonly Missing[]; onOpenAccount: () => void }) {
  const t = useT();
  return (
    <section className="cr-centre__card cr-withdraw__setup" aria-labelledby="cr-withdraw-setup">
      <h4 id="cr-withdraw-setup">{t('withdraw.setup.title')}</h4>
      <p>{t('withdraw.setup.intro')}</p>
      <ul className="cr-withdraw__checklist">
        {(['paymentPassword', 'payoutAccount'] as const).map((item) => {
          const missing = props.missing.includes(item);
          return (
            <li key={item} className={missing ? 'is-missing' : 'is-done'}>
              <Icon path={missing ? lock : check} />
              <span>{t(`withdraw.setup.${item}`)}</span>
              <strong>{t(missing ? 'withdraw.setup.missing' : 'withdraw.setup.done')}</strong>
            </li>
          );
        })}
      </ul>
      <button type="button" className="cr-btn cr-btn--primary" onClick={props.onOpenAccount}>
        {t('withdraw.setup.go')}
      </button>
    </section>
  );
}
