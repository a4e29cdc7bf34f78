/** How long a frame waits for its parent to fit it to the content again, or to tell its new view. */
const PARENT_WAIT_MS = 1000;

/**
 * Brings the player back to what opened the game: focus on it (as a dialog gives focus back) and
 * the page scrolled to it, then `settled`. In a frame two things come from the parent: it fits the
 * frame to the returned content (scrolled before that, the frame would scroll itself and the
 * partner page land elsewhere), and after the scroll it tells what the player now sees
 * (`nextView`); `settled` waits for both, each at most PARENT_WAIT_MS. Answers a cancel.
 */
export function returnTo(
  opener: HTMLElement | null,
  settled: () => void,
  nextView?: (then: () => void) => () => void,
): () => void {
  const undo: (() => void)[] = [];
  const cancel = () => undo.splice(0).forEach((step) => step());
  const within = (start: (then: () => void) => () => void, then: () => void) => {
    let pending = true;
    const finish = () => {
      if (!pending) return;
      pending = false;
      cancel();
      then();
    };
    const timer = setTimeout(finish, PARENT_WAIT_MS);
    const stop = start(finish);
    undo.push(() => clearTimeout(timer), stop);
  };

  const show = () => {
    if (!opener?.isConnected) return settled();
    opener.focus({ preventScroll: true });
    opener.scrollIntoView({ block: 'center' });
    if (nextView) within(nextView, settled);
    else settled();
  };
  // The body's own height, not the document's scroll height, which overflowing details can exceed.
  const fitted = () => document.body.getBoundingClientRect().height <= window.innerHeight + 1;
  if (!nextView || fitted()) {
    const frame = requestAnimationFrame(show);
    undo.push(() => cancelAnimationFrame(frame));
  } else {
    within((then) => {
      const onResize = () => fitted() && then();
      addEventListener('resize', onResize);
      return () => removeEventListener('resize', onResize);
    }, show);
  }
  return cancel;
}
