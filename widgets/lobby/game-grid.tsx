import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import type { Game } from '../../sdk/contract/entities/game';
import { INFINITE_SCROLL_THROTTLE_MS } from '../../sdk/rules/lobby';
import { wantsNextPage } from '../../sdk/rules/lobby-paging';
import { throttleDelay } from '../../sdk/rules/countdown';
import { liveCandidates } from '../../sdk/rules/live-table';
import { GameCard } from '../ui/game-card';
import { useCroupier } from '../ui/croupier-context';
import { useOnStage } from '../ui/on-stage';
import { useSignalSelect } from '../ui/use-signal';
import { assignRowSlots } from './row-slots';
import { fullRows } from './row-budget';
import { useRowWindow } from './use-row-window';
import { useLiveTables } from './use-live-tables';

const MIN_CARD = 150;
const GAP = 14;
/** Height of a card below its square art: name and vendor. */
const META = 56;
/** New cards built a frame at most (whole rows, at least one); the rest wait as placeholders. */
const CARDS_PER_FRAME = 8;

/** A row's place in the grid, from the grid's top. */
const rowAt = (index: number, height: number) => ({
  index,
  start: index * height,
  end: (index + 1) * height,
});

/**
 * A window-scrolled grid that renders only the rows near the viewport, so the page holds a few
 * dozen cards whether 20 or 10,000 games are loaded. Nearing the end asks for more, at most every
 * 200 ms (SPEC §9). Rows reuse their DOM as they scroll (see row-slots.ts), and the row holding
 * keyboard focus stays rendered while it is off screen, so Tab carries on from where it was.
 *
 * In a frame the viewport is the part of the frame the parent says the player sees, and the
 * grid asks for more only when that nears the end (sdk/rules/lobby-paging.ts): the frame's own
 * window, fitted to the content, would always be at the end.
 */
export function GameGrid(props: {
  games: readonly Game[];
  total?: number;
  hasMore: boolean;
  onLoadMore: () => void;
  label: string;
}) {
  const frameView = useCroupier().state.frame;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  const lastLoad = useRef<number | undefined>(undefined);
  const slots = useRef<Map<number, number>>(new Map());
  const [focusedRow, setFocusedRow] = useState<number>();
  const built = useRef<ReadonlySet<number>>(new Set());
  const [, nextFrame] = useState(0);
  const live = useLiveTables(useMemo(() => liveCandidates(props.games), [props.games]));

  // Off stage (under a game in place, and until the player is back on their card) the grid
  // measures nothing: hidden it is 0 px wide, and coming back it may first be laid out in a frame
  // still over the whole page; either would move its cards to other rows, the player's among them.
  const onStage = useOnStage();
  useLayoutEffect(() => {
    const node = box.current;
    if (!node || !onStage) return;
    const measure = () => {
      setWidth(node.clientWidth);
      setOffset(node.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [onStage]);

  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_CARD + GAP)));
  const cardWidth = width ? (width - GAP * (columns - 1)) / columns : MIN_CARD;
  const rowHeight = Math.round(cardWidth + META + GAP);
  const rows = Math.ceil(props.games.length / columns);
  const { first, last, view } = useRowWindow(frameView, {
    count: rows,
    rowHeight,
    listTop: offset,
    overscan: 1,
  });
  // The row holding keyboard focus stays rendered while it is off screen.
  const items: { index: number; start: number; end: number }[] = [];
  for (let index = first; index <= last; index++) items.push(rowAt(index, rowHeight));
  if (focusedRow !== undefined && focusedRow < rows && (focusedRow < first || focusedRow > last))
    items.splice(focusedRow < first ? 0 : items.length, 0, rowAt(focusedRow, rowHeight));

  slots.current = assignRowSlots(
    slots.current,
    items.map((row) => row.index),
  );
  const viewTop = view.top - offset;
  const viewBottom = viewTop + view.height;
  const full = fullRows(
    built.current,
    items.map((row) => ({ index: row.index, onScreen: row.end > viewTop && row.start < viewBottom })),
    Math.max(1, Math.floor(CARDS_PER_FRAME / columns)),
  );
  const waiting = full.size < items.length;
  useEffect(() => {
    built.current = full;
    if (!waiting) return;
    const frame = requestAnimationFrame(() => nextFrame((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  });
  // A framed grid hears the parent's viewport on every scroll frame: it renders again only when
  // the answer flips (useRowWindow renders the rows it needs by itself).
  const loadedEnd = offset + rows * rowHeight;
  const wanted = useSignalSelect(frameView, (view) =>
    wantsNextPage(
      view
        ? { where: 'frame', viewport: view.viewport, loadedEnd }
        : { where: 'page', lastRenderedRow: last, rows },
    ),
  );
  // Near the end, ask for more: at once, or when the 200 ms since the last ask are up (so a
  // player who stops at the bottom still gets the next page).
  const { hasMore, onLoadMore } = props;
  // Not off stage: the grid's end is no nearer for a game playing in its place.
  useEffect(() => {
    if (!hasMore || !wanted || !onStage) return;
    const timer = setTimeout(
      () => {
        lastLoad.current = Date.now();
        onLoadMore();
      },
      throttleDelay(lastLoad.current, Date.now(), INFINITE_SCROLL_THROTTLE_MS),
    );
    return () => clearTimeout(timer);
  }, [wanted, rows, hasMore, onLoadMore, onStage]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
    setFocusedRow(row === undefined ? undefined : Number(row));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(undefined);
  };

  return (
    <div
      ref={box}
      onFocus={onFocus}
      onBlur={onBlur}
      className="cr-grid"
      role="list"
      aria-label={props.label}
      data-loaded={props.games.length}
      style={{ height: rows * rowHeight }}
    >
      {items.map((row) => (
        <div
          key={slots.current.get(row.index)}
          role="none"
          data-row={row.index}
          className={full.has(row.index) ? 'cr-grid__row' : 'cr-grid__row cr-grid__row--waiting'}
          style={
            {
              transform: `translateY(${row.start}px)`,
              height: rowHeight - GAP,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              '--cr-columns': columns,
            } as CSSProperties
          }
        >
          {full.has(row.index) &&
            props.games
              .slice(row.index * columns, row.index * columns + columns)
              .map((game, i) => (
                <GameCard
                  key={i}
                  game={game}
                  position={row.index * columns + i + 1}
                  setSize={props.total ?? props.games.length}
                  live={live?.tables.get(game.nodeId)}
                  liveAt={live?.at}
                />
              ))}
        </div>
      ))}
    </div>
  );
}
