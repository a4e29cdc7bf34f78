import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '../../sdk/contract/entities/game';
import { INFINITE_SCROLL_THROTTLE_MS } from '../../sdk/rules/lobby';
import { throttleDelay } from '../../sdk/rules/countdown';
import { GameCard } from './game-card';

const MIN_CARD = 150;
const GAP = 14;
/** Height of a card below its square art: name and vendor. */
const META = 56;

/**
 * A window-scrolled grid that renders only the rows near the viewport, so the page holds a few
 * dozen cards whether 20 or 10,000 games are loaded. Nearing the end asks for more, at most every
 * 200 ms (SPEC §9).
 */
export function GameGrid(props: {
  games: readonly Game[];
  total?: number;
  hasMore: boolean;
  onLoadMore: () => void;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  const lastLoad = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => {
      setWidth(node.clientWidth);
      setOffset(node.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_CARD + GAP)));
  const cardWidth = width ? (width - GAP * (columns - 1)) / columns : MIN_CARD;
  const rowHeight = Math.round(cardWidth + META + GAP);
  const rows = Math.ceil(props.games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offset,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const items = virtualizer.getVirtualItems();
  const lastRow = items[items.length - 1]?.index ?? -1;
  // Near the end, ask for more: at once, or when the 200 ms since the last ask are up (so a
  // player who stops at the bottom still gets the next page).
  const { hasMore, onLoadMore } = props;
  useEffect(() => {
    if (!hasMore || lastRow < rows - 3) return;
    const timer = setTimeout(
      () => {
        lastLoad.current = Date.now();
        onLoadMore();
      },
      throttleDelay(lastLoad.current, Date.now(), INFINITE_SCROLL_THROTTLE_MS),
    );
    return () => clearTimeout(timer);
  }, [lastRow, rows, hasMore, onLoadMore]);

  return (
    <div
      ref={box}
      className="cr-grid"
      role="list"
      aria-label={props.label}
      data-loaded={props.games.length}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => (
        <div
          key={row.key}
          role="none"
          className="cr-grid__row"
          style={{
            transform: `translateY(${row.start - offset}px)`,
            height: rowHeight - GAP,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {props.games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
            <GameCard
              key={game.nodeId}
              game={game}
              position={row.index * columns + i + 1}
              setSize={props.total ?? props.games.length}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
