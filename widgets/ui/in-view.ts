/** A box in viewport pixels, as getBoundingClientRect gives it. */
export type Box = {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
};

/**
 * How much of `target` the player sees (0-1) when each of `clips` cuts it: the viewport and every
 * ancestor that clips its overflow. An IntersectionObserver's ratio for the same boxes; an empty
 * target (a hidden slide) is never seen.
 *
 * @example
 * intersectionRatio({ left: 0, top: 90, right: 10, bottom: 110 }, [{ left: 0, top: 0, right: 10, bottom: 100 }]); // 0.5
 */
export function intersectionRatio(target: Box, clips: readonly Box[]): number {
  const area = (target.right - target.left) * (target.bottom - target.top);
  if (area <= 0) return 0;
  let { left, top, right, bottom } = target;
  for (const clip of clips) {
    left = Math.max(left, clip.left);
    top = Math.max(top, clip.top);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
    if (right <= left || bottom <= top) return 0;
  }
  return ((right - left) * (bottom - top)) / area;
}

/**
 * The clips above an element's parent chain, shared by every element read in one synchronous pass
 * (a commit's layout effects): the cards of a page share nearly all their ancestors, and reading
 * each ancestor's style once instead of once per card was most of a first render's in-view check.
 * Forgotten when the pass ends, since any later script may scroll or restyle.
 */
let passClips: Map<Element, readonly Box[]> | undefined;

function clipsFrom(node: Element | null, view: Window): readonly Box[] {
  if (!node) return [{ left: 0, top: 0, right: view.innerWidth, bottom: view.innerHeight }];
  if (!passClips) {
    passClips = new Map();
    queueMicrotask(() => (passClips = undefined));
  }
  const known = passClips.get(node);
  if (known) return known;
  const above = clipsFrom(node.parentElement, view);
  const style = view.getComputedStyle(node);
  const clips =
    style.overflowX !== 'visible' || style.overflowY !== 'visible'
      ? [...above, node.getBoundingClientRect()]
      : above;
  passClips.set(node, clips);
  return clips;
}

/**
 * How much of `element` is on screen now, cut by the viewport and by every ancestor whose overflow
 * clips (a lane that scrolls sideways, a scrolling dialog). It reads layout: call it where the
 * browser lays the page out anyway (a layout effect), not per frame.
 */
export function visibleRatio(element: Element): number {
  const view = element.ownerDocument.defaultView;
  if (!view) return 0;
  return intersectionRatio(element.getBoundingClientRect(), clipsFrom(element.parentElement, view));
}
