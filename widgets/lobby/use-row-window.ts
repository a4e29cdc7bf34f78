import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';
import type { FrameView } from '../../sdk/state/create-state';
import { useOnStage } from '../ui/on-stage';
import { rowsInView, type RowGeometry } from './row-window';

type View = { readonly top: number; readonly height: number };

/**
 * What the player sees of the document: the page's window, or, inside a frame whose parent tells
 * what the player sees (`viewport` messages), that part of the frame. A fitted frame's own window
 * is as tall as its content, so windowing by it would render every loaded row.
 */
const seen = (frame: ReadonlySignal<FrameView | undefined>): View =>
  frame.peek()?.viewport ?? { top: scrollY, height: innerHeight };

const sameRows = (a: View, b: View, rows: RowGeometry) => {
  const x = rowsInView(rows, a);
  const y = rowsInView(rows, b);
  return x.first === y.first && x.last === y.last;
};

/**
 * The rows of a window-scrolled list of equal rows to render (see rowsInView), and the view they
 * were chosen for. It follows the window's scroll and size and the frame's signal at once (the
 * parent's first `viewport` may come after the grid mounts), and renders again only when the
 * rows change, not on every pixel of a scroll. Under a game playing in the widget's place it
 * holds still, so the player comes back to the rows they left (the card that opened the game).
 */
export function useRowWindow(frame: ReadonlySignal<FrameView | undefined>, rows: RowGeometry) {
  const [view, setView] = useState(() => seen(frame));
  const geometry = useRef(rows);
  geometry.current = rows;
  const onStage = useOnStage();
  const held = useRef(!onStage);
  held.current = !onStage;
  const update = useCallback(() => {
    if (held.current) return;
    const next = seen(frame);
    setView((previous) => (sameRows(previous, next, geometry.current) ? previous : next));
  }, [frame]);
  useEffect(() => {
    addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update);
    const stop = frame.subscribe(update);
    return () => {
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
      stop();
    };
  }, [frame, update]);
  // The list grew or moved: the view kept may be one the old rows did not tell apart from this one.
  useEffect(update, [update, rows.count, rows.rowHeight, rows.listTop, onStage]);
  return { ...rowsInView(rows, view), view };
}
