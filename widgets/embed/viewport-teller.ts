import { frameMessage, visibleSlice, type FrameMessage } from '../../sdk/embed/frame-protocol';

/**
 * Tells a frame what the player sees of it (the protocol's `viewport`): after `start`, and whenever
 * the page scrolls (any scrolling box: capture), resizes, or the frame changes size, at most once
 * an animation frame and only when it changed. A framed lobby pages by it, never by its own window,
 * which the parent's fit makes as tall as its content.
 */
export function viewportTeller(frame: HTMLIFrameElement, send: (message: FrameMessage) => void) {
  let started = false;
  let told = '';
  let pending = 0;
  const tell = () => {
    pending = 0;
    if (!started) return;
    const rect = frame.getBoundingClientRect();
    const slice = visibleSlice({ top: rect.top, height: rect.height }, innerHeight);
    const key = `${slice.top}:${slice.height}:${slice.innerHeight}`;
    if (key === told) return;
    told = key;
    send(frameMessage('viewport', slice));
  };
  const changed = () => {
    if (!pending) pending = requestAnimationFrame(tell);
  };
  addEventListener('scroll', changed, { capture: true, passive: true });
  addEventListener('resize', changed, { passive: true });
  return {
    /** The frame said `ready` (again, after a reload): tell it from scratch. */
    start() {
      started = true;
      told = '';
      changed();
    },
    /** The frame's box changed (a new height, a game over the page). */
    changed,
    stop() {
      removeEventListener('scroll', changed, { capture: true });
      removeEventListener('resize', changed);
      if (pending) cancelAnimationFrame(pending);
    },
  };
}
