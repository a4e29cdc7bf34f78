// A framed widget's wait on its parent: the parent fits the frame to the content, and scrolling
// the partner page before it has would land short of, or past, where it should.
/** How long a frame waits for its parent to fit it to the content again, or to tell its new view. */
const PARENT_WAIT_MS = 1000;

export type Cancel = () => void;

// The body's own height, not the document's scroll height, which overflowing details can exceed.
const bodyHeight = () => document.body.getBoundingClientRect().height;

/** The frame is at least as tall as its content: scrolled now, it will not scroll itself. */
export const holdsContent = () => bodyHeight() <= window.innerHeight + 1;

/**
 * The frame is as tall as its content, no more and no less: the partner page is as long as it
 * will stay, so a scroll of it now is not cut short (a page still short) or undone (a page still
 * long, shrinking after).
 */
export const fitsContent = () => Math.abs(bodyHeight() - window.innerHeight) <= 1;

/** Calls `then` once `start` says so, or after PARENT_WAIT_MS, whichever comes first. */
export function within(start: (done: () => void) => Cancel, then: () => void): Cancel {
  let pending = true;
  const undo: Cancel[] = [];
  const end = () => {
    pending = false;
    undo.splice(0).forEach((step) => step());
  };
  const done = () => {
    if (!pending) return;
    end();
    then();
  };
  const timer = setTimeout(done, PARENT_WAIT_MS);
  undo.push(() => clearTimeout(timer));
  // `start` may answer at once (a signal calls its subscriber with the value it has).
  const stop = start(done);
  if (pending) undo.push(stop);
  else stop();
  return end;
}

/**
 * Calls `then` once the parent has fitted the frame as `fitted` asks: at the next frame when it
 * already has, else on the resize that fits it (PARENT_WAIT_MS at the latest: a frame of fixed
 * height is never fitted). Answers a cancel.
 */
export function afterFit(fitted: () => boolean, then: () => void): Cancel {
  if (fitted()) {
    // A frame later: called in the commit that first shows what to scroll to, Chromium scrolled nothing.
    const frame = requestAnimationFrame(then);
    return () => cancelAnimationFrame(frame);
  }
  return within((done) => {
    const onResize = () => fitted() && done();
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, then);
}
