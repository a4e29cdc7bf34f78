/** How long afterLoad waits at most: one slow image must not keep what follows from ever coming. */
export const AFTER_LOAD_LATEST_MS = 4000;

/**
 * Resolves once the page has loaded (its first view's images, the hero's art and the visible game
 * tiles, all in), at once if it already has, or after `latestMs` at the latest. A main thread gone
 * idle is not a network gone idle: code fetched for later took a slow line's bandwidth from the
 * images of the view the visitor is looking at.
 */
export function afterLoad(doc: Document = document, latestMs = AFTER_LOAD_LATEST_MS): Promise<void> {
  if (doc.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.defaultView?.removeEventListener('load', done);
      resolve();
    };
    const timer = setTimeout(done, latestMs);
    doc.defaultView?.addEventListener('load', done);
  });
}
