let locks = 0;
let saved = '';

/** SPEC §4: opening a modal fixes page scroll; closing the last one restores it. */
export function lockScroll(): () => void {
  const body = globalThis.document?.body;
  if (!body) return () => {};
  if (locks++ === 0) {
    saved = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) body.style.overflow = saved;
  };
}
