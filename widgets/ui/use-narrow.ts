import { useEffect, useState } from 'react';

/** Below this width the centre is full screen and its menu a list of its own (SPEC §2 at 390 px). */
const NARROW = '(max-width: 720px)';

/** Whether the viewport is phone-narrow, following rotations and resizes. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => globalThis.matchMedia?.(NARROW).matches ?? false);
  useEffect(() => {
    const query = globalThis.matchMedia?.(NARROW);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
