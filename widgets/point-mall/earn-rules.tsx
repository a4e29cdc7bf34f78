import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import type { AsyncState } from '@widgets/ui/use-async';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { moneyText } from '@sdk/rules/money';
import type { PointsConfig } from '@sdk/contract/entities/points';

/** How points are earned and what they convert to, as the platform's config says (SPEC §9: no expiry). */
export function EarnRules(props: { config: AsyncState<PointsConfig> & { retry: () => void } }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const number = new Intl.NumberFormat(locale);
  const money = (amount: number, currency: string) => `${moneyText(amount, locale)} ${currency}`;
  const { config } = props;
  return (
    <section className="mall__card" aria-labelledby="mall-earn">
      <h2 id="mall-earn" className="mall__card-title">
        <Icon path={icons.bolt} /> {t('pointMall.earn.title')}
      </h2>
      <AsyncStates state={config} className="mall__state">
        {config.status === 'ready' && (
          <ul className="mall__rules">
            <li>
              {t('pointMall.earn.perBet', {
                amount: money(config.value.validBetPerPoint, config.value.currency),
              })}
            </li>
            <li>{t('pointMall.earn.rounds')}</li>
            <li>
              {t('pointMall.earn.rate', {
                points: number.format(config.value.convertPoints),
                amount: money(config.value.convertAmount, config.value.currency),
              })}
            </li>
            <li>
              {t('pointMall.earn.limits', {
                min: number.format(config.value.minConvertPoints),
                max: number.format(config.value.maxConvertPoints),
              })}
            </li>
            <li>{t('pointMall.earn.noExpiry')}</li>
          </ul>
        )}
      </AsyncStates>
    </section>
  );
}
