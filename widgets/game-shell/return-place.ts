import { afterFit, holdsContent, within, type Cancel } from './frame-fit';

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
  nextView?: (then: () => void) => Cancel,
): Cancel {
  let cancel: Cancel;
  const show = () => {
    if (!opener?.isConnected) return settled();
    opener.focus({ preventScroll: true });
    opener.scrollIntoView({ block: 'center' });
    if (nextView) cancel = within(nextView, settled);
    else settled();
  };
  cancel = afterFit(nextView ? holdsContent : () => true, show);
  return () => cancel();
}
