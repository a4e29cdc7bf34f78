import { useEffect, useState } from 'react';
import type { LiveTable } from '../../sdk/contract/entities/game';
import { toLocale } from '../../sdk/i18n/languages';
import { liveGlance } from '../../sdk/rules/live-table';
import { useCroupier, useT } from './croupier-context';
import { useSignal } from './use-signal';
import { useStyles } from './styles';
import css from './live-tile.css?inline';

/** Limits as a tile has room for them: "1–500", "10–2.5K". */
const compact = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(amount);

/**
 * A live table's state over its tile's art: the LIVE mark and the coup's countdown (ticking each
 * second from when the feed was read), the dealer, the players seated and the table's limits.
 * Not a live region: a screen reader hears it with the tile, not every second. It brings its own
 * stylesheet, as it comes in a chunk of its own (game-card.tsx).
 */
export function LiveTile(props: { table: LiveTable; readAt: number }) {
  useStyles('cr-live-tile', css);
  const t = useT();
  const croupier = useCroupier();
  const locale = toLocale(useSignal(croupier.state.language));
  const symbol = useSignal(croupier.state.balance)?.currencySymbol ?? '';
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { table } = props;
  const glance = liveGlance(table, Math.max(0, now - props.readAt));
  return (
    <div className="cr-live">
      <span className="cr-live__top">
        <span className="cr-live__badge">{t('games.live.badge')}</span>
        <span className="cr-live__coup" data-glance={glance.kind}>
          {glance.kind === 'betting'
            ? t('games.live.closesIn', { seconds: glance.seconds })
            : t(`games.live.${glance.kind}`)}
        </span>
      </span>
      <span className="cr-live__table">
        <span>{t('games.live.dealer', { name: table.dealer })}</span>
        <span>{t('games.live.seated', { count: table.seated })}</span>
        <span>
          {t('games.live.limits', {
            min: `${symbol}${compact(table.minBet, locale)}`,
            max: compact(table.maxBet, locale),
          })}
        </span>
      </span>
    </div>
  );
}
