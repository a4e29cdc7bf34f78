import type { PRIZE_MODES } from '../../sdk/contract/entities/lottery';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';

/** SPEC §9: the 20 most frequent numbers of the prize mode's recent draws. */
export function PopularNumbers(props: { mode: (typeof PRIZE_MODES)[number] }) {
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const numbers = useAsync(
    () => croupier.lottery.popularNumbers(props.mode),
    [croupier, props.mode, language],
  );
  const list = numbers.status === 'ready' ? numbers.value : [];
  const top = Math.max(1, ...list.map((n) => n.count));
  return (
    <aside className="cr-lottery__popular" aria-labelledby="cr-popular-numbers">
      <h2 id="cr-popular-numbers" className="cr-lottery__group-title">
        {t('lottery.popularNumbers')}
      </h2>
      {numbers.status === 'loading' && (
        <span className="cr-spinner" role="status" aria-label={t('common.loading')} />
      )}
      <ol className="cr-lottery__numbers" data-testid="popular-numbers">
        {list.map((n) => (
          <li key={n.number} className="cr-lottery__number">
            <span className="cr-ball cr-ball--small">{n.number}</span>
            <span className="cr-lottery__bar" aria-hidden="true">
              <span style={{ width: `${(n.count / top) * 100}%` }} />
            </span>
            <span className="cr-lottery__count">{n.count}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
