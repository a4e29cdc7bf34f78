import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { moneyText } from '@sdk/rules/money';
import { rateText } from '@sdk/rules/contract-view';
import type { ContractTier } from '@sdk/contract/entities/agent';

/** A contract's tiers as a small table: from which figure, which rate. */
export function TiersTable(props: { tiers: readonly ContractTier[]; caption: string }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  return (
    <table className="cr-table cr-contracts__tiers">
      <caption className="cr-visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="cr-table__number">
            {t('agentContracts.tiers.from')}
          </th>
          <th scope="col" className="cr-table__number">
            {t('agentContracts.tiers.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.tiers.map((tier) => (
          <tr key={tier.threshold}>
            <td className="cr-table__number">{moneyText(tier.threshold, locale)}</td>
            <td className="cr-table__number">{rateText(tier.rate, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A contract's tiers in one line, for a row of a list: "0.00 → 1.00% · 10,000.00 → 1.50%". */
export function TiersLine(props: { tiers: readonly ContractTier[] }) {
  const croupier = useCroupier();
  const locale = croupier.i18n.language;
  return (
    <span className="cr-contracts__tiers-line">
      {props.tiers.map((tier) => (
        <span key={tier.threshold}>
          {moneyText(tier.threshold, locale)} → {rateText(tier.rate, locale)}
        </span>
      ))}
    </span>
  );
}
