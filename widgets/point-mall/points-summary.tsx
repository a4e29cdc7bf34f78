import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import type { AsyncState } from '@widgets/ui/use-async';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import type { AccessDecision } from '@sdk/rules/account-types';
import type { PointsBalance, PointsConfig } from '@sdk/contract/entities/points';
import { convertiblePoints } from '@sdk/shared-rules/points-rules';
import { pointsRulesOf } from '@sdk/rules/points';

type Loaded<T> = AsyncState<T> & { retry: () => void };

/**
 * The member's points, what redeems in process hold, and the way to convert them; in its place a
 * guest's way in or a trial account's refusal (SPEC §4, §6).
 */
export function PointsSummary(props: {
  access: AccessDecision;
  balance: Loaded<PointsBalance | null>;
  config: Loaded<PointsConfig>;
  onConvert: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const number = new Intl.NumberFormat(croupier.i18n.language);
  if (props.access !== 'allowed') {
    const trial = props.access === 'trial';
    return (
      <div className="mall__card mall__card--gate" role="status">
        <p>{t(trial ? 'errors.in_need_true_account' : 'pointMall.guest.text')}</p>
        <button
          type="button"
          className="cr-btn cr-btn--primary"
          onClick={() => croupier.modals.open(trial ? 'register' : 'login')}
        >
          {t(trial ? 'pointMall.guest.register' : 'pointMall.guest.login')}
        </button>
      </div>
    );
  }
  const { balance, config } = props;
  const value = balance.status === 'ready' ? balance.value : null;
  const convertible =
    value && config.status === 'ready' ? convertiblePoints(value.points, pointsRulesOf(config.value)) : 0;
  return (
    <section className="mall__card mall__card--balance" aria-labelledby="mall-balance">
      <h2 id="mall-balance" className="mall__card-title">
        <Icon path={icons.star} /> {t('pointMall.balance.title')}
      </h2>
      <AsyncStates state={balance} className="mall__state">
        {value && (
          <>
            <p className="mall__points" data-testid="points-balance">
              {t('pointMall.balance.points', { points: number.format(value.points) })}
            </p>
            {value.pending > 0 && (
              <p className="mall__pending">
                {t('pointMall.balance.pending', { points: number.format(value.pending) })}
              </p>
            )}
            <button
              type="button"
              className="cr-btn cr-btn--primary"
              disabled={convertible === 0}
              aria-describedby={convertible === 0 ? 'mall-convert-why' : undefined}
              onClick={props.onConvert}
            >
              {t('pointMall.balance.convert')}
            </button>
            {convertible === 0 && config.status === 'ready' && (
              <p id="mall-convert-why" className="mall__hint">
                {t('pointMall.convert.tooFew', { min: number.format(config.value.minConvertPoints) })}
              </p>
            )}
          </>
        )}
      </AsyncStates>
    </section>
  );
}
