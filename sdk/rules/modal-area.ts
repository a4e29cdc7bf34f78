/**
 * The least height a frame asks its parent for while one of its modals is open, so the modal fits.
 *
 * @example
 * const height = framedHeight(content, true, reported); // at least 680
 */
export const MODAL_FRAME_HEIGHT = 680;

/**
 * The height a frame asks its parent for (the protocol's `resize`): its content's, and while a
 * modal is open at least {@link MODAL_FRAME_HEIGHT} and never less than it last asked (`reported`).
 * A frame that shrank under an open modal (a search's results arriving under the log-in form)
 * changed the part of it the player sees, and so moved the dialog under the player's finger.
 *
 * @example
 * framedHeight(420, false, 2657); // 420: no modal, the frame fits its content
 * framedHeight(420, true, 2657); // 2657: the modal's frame does not shrink
 */
export function framedHeight(content: number, modalOpen: boolean, reported: number): number {
  return modalOpen ? Math.max(content, MODAL_FRAME_HEIGHT, reported) : content;
}

/**
 * The least height a framed modal is given, however little of the frame is on screen: a log-in
 * form needs about this much, and a frame with a modal open is at least
 * {@link MODAL_FRAME_HEIGHT} tall, so this much always fits.
 *
 * @example
 * const area = modalArea(viewport, innerHeight, MODAL_MIN_HEIGHT);
 */
export const MODAL_MIN_HEIGHT = 360;

/**
 * Where a modal goes in a frame: over the part of the frame the player sees (the parent's
 * `viewport` message), in the frame's CSS pixels from its top.
 *
 * A frame's window is as tall as its content once the parent fits it, so a modal centred in that
 * window sat in the middle of a lobby thousands of pixels tall, off the player's screen, and moved
 * whenever the content's height changed (a press landing while it moved was lost). The area is the
 * visible part, at least `minHeight` tall and kept inside the frame. Undefined on a page of its own
 * or before the parent has told what it shows: then the modal centres in the window as usual.
 *
 * @example
 * modalArea({ top: 1200, height: 758 }, 4000, 360); // { top: 1200, height: 758 }
 * modalArea({ top: 3900, height: 100 }, 4000, 360); // { top: 3640, height: 360 }
 */
export function modalArea(
  viewport: { readonly top: number; readonly height: number } | undefined,
  frameHeight: number,
  minHeight: number,
): { top: number; height: number } | undefined {
  if (!viewport) return undefined;
  const height = Math.min(frameHeight, Math.max(viewport.height, minHeight));
  const top = Math.max(0, Math.min(viewport.top, frameHeight - height));
  return { top, height };
}
