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
 * How much of `element` is on screen now, cut by the viewport and by every ancestor whose overflow
 * clips (a lane that scrolls sideways, a scrolling dialog). It reads layout: call it where the
 * browser lays the page out anyway (a layout effect), not per frame.
 */
export function visibleRatio(element: Element): number {
  const view = element.ownerDocument.defaultView;
  if (!view) return 0;
  const clips: Box[] = [{ left: 0, top: 0, right: view.innerWidth, bottom: view.innerHeight }];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
      clips.push(node.getBoundingClientRect());
  }
  return intersectionRatio(element.getBoundingClientRect(), clips);
}
