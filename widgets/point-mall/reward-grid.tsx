import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { AsyncStates } from '@widgets/ui/async-states';
import type { AsyncState } from '@widgets/ui/use-async';
import { cdnUrl } from '@sdk/rules/cdn';
import type { PointsReward, PointsRewards } from '@sdk/contract/entities/points';
import { redeemMax } from '@sdk/rules/points';

const SKELETON = { className: 'mall__grid', item: 'skeleton skeleton--block mall__skeleton', count: 4 };

/** The catalogue as cards: the sandbox's generated art, the name, what it costs and what is left. */
export function RewardGrid(props: {
  rewards: AsyncState<PointsRewards> & { retry: () => void };
  canRedeem: boolean;
  onRedeem: (reward: PointsReward) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const number = new Intl.NumberFormat(croupier.i18n.language);
  const { rewards } = props;
  return (
    <AsyncStates
      state={rewards}
      className="mall__state"
      skeleton={SKELETON}
      empty={rewards.status === 'ready' && rewards.value.list.length === 0}
      emptyText={t('pointMall.catalogue.empty')}
    >
      {rewards.status === 'ready' && (
        <ul className="mall__grid" aria-label={t('pointMall.catalogue.title')}>
          {rewards.value.list.map((reward) => {
            const soldOut = redeemMax(reward) < 1;
            return (
              <li key={reward.id} className={`mall__reward${soldOut ? ' is-sold-out' : ''}`}>
                <article aria-labelledby={`reward-${reward.id}`}>
                  <img
                    className="mall__art"
                    src={cdnUrl(cdn, reward.imageUrl)}
                    alt=""
                    width="320"
                    height="200"
                  />
                  <div className="mall__reward-body">
                    <h3 id={`reward-${reward.id}`} className="mall__reward-name">
                      {reward.name}
                    </h3>
                    <p className="mall__reward-text">{reward.description}</p>
                    <p className="mall__reward-meta">
                      <strong>
                        {t('pointMall.catalogue.cost', { points: number.format(reward.points) })}
                      </strong>
                      <span className={soldOut ? 'mall__sold-out' : 'mall__stock'}>
                        {soldOut
                          ? t('pointMall.catalogue.soldOut')
                          : t('pointMall.catalogue.stock', { stock: number.format(reward.stock) })}
                      </span>
                    </p>
                    <button
                      type="button"
                      className="cr-btn cr-btn--primary cr-btn--block"
                      disabled={soldOut}
                      aria-label={t('pointMall.catalogue.redeemLabel', { name: reward.name })}
                      onClick={() => props.onRedeem(reward)}
                    >
                      {t('pointMall.catalogue.redeem')}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </AsyncStates>
  );
}
