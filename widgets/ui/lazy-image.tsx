import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { imageWaits, LAZY_IMAGE } from '../../sdk/rules/lobby';
import { visibleRatio } from './in-view';

/** URLs that loaded lately: a card scrolled back into view shows its art at once (SPEC §9: cache 200). */
const loaded = new Set<string>();
function remember(url: string) {
  loaded.delete(url);
  loaded.add(url);
  if (loaded.size > LAZY_IMAGE.cache) loaded.delete(loaded.values().next().value!);
}

const FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#1b2650"/><path d="M35 30h30v40H35z" fill="none" stroke="#7b87b0" stroke-width="4"/><circle cx="50" cy="50" r="7" fill="#7b87b0"/></svg>',
  );

/** When the page last scrolled (any scroller): art waits only while it is being scrolled. */
let lastScroll = -Infinity;

/**
 * One observer for every lazy image on the page (a lobby flick mounts dozens of cards a frame, and
 * an observer each would be built and torn down with every one). An element counts as seen when
 * it comes in view on a still page, or once it has stayed in view for `dwellMs` while the page
 * is being scrolled (rules.imageWaits).
 */
const watchers = new Map<Element, { show: () => void; timer?: ReturnType<typeof setTimeout> }>();
let observer: IntersectionObserver | undefined;
function whenSeen(element: Element, show: () => void): () => void {
  // Capturing: a scroll of any scroller (the page, a lobby's own box) does not bubble to window.
  if (!observer) addEventListener('scroll', () => (lastScroll = Date.now()), true);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watcher = watchers.get(entry.target);
        if (!watcher) continue;
        clearTimeout(watcher.timer);
        if (!entry.isIntersecting) continue;
        const seen = () => {
          unwatch(entry.target);
          watcher.show();
        };
        if (imageWaits(Date.now() - lastScroll, top !== self))
          watcher.timer = setTimeout(seen, LAZY_IMAGE.dwellMs);
        else seen();
      }
    },
    { threshold: LAZY_IMAGE.threshold },
  );
  watchers.set(element, { show });
  observer.observe(element);
  return () => unwatch(element);
}
function unwatch(element: Element) {
  const watcher = watchers.get(element);
  if (!watcher) return;
  clearTimeout(watcher.timer);
  watchers.delete(element);
  observer?.unobserve(element);
}

/**
 * An image that loads when 10% of it has been on screen for a moment (SPEC §9), retries twice more on error, then
 * falls back to a default icon (SPEC §8).
 */
export function LazyImage(props: {
  src: string;
  fallback?: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(() => loaded.has(props.src));
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);

  // Art already on a still screen when it mounts (a page's first cards, its largest paint) loads
  // in this commit: the observer would answer only after a paint, a frame and another render.
  useLayoutEffect(() => {
    const node = holder.current;
    if (visible || !node || imageWaits(Date.now() - lastScroll, top !== self)) return;
    if (visibleRatio(node) >= LAZY_IMAGE.threshold) setVisible(true);
  }, [visible]);
  useEffect(() => {
    if (visible || !holder.current) return;
    return whenSeen(holder.current, () => setVisible(true));
  }, [visible]);

  const src = failed
    ? (props.fallback ?? FALLBACK)
    : attempt === 1
      ? props.src
      : `${props.src}${props.src.includes('?') ? '&' : '?'}attempt=${attempt}`;
  return (
    <span ref={holder} className={`cr-lazy${props.className ? ` ${props.className}` : ''}`}>
      {visible && (
        <img
          src={src}
          alt={props.alt}
          width={props.width}
          height={props.height}
          decoding="async"
          onLoad={() => remember(props.src)}
          onError={() => {
            if (failed) return;
            if (attempt < LAZY_IMAGE.attempts) setAttempt((n) => n + 1);
            else setFailed(true);
          }}
        />
      )}
    </span>
  );
}
