import { useMediaQuery } from './use-media-query';

/** Below this width the centre is full screen and its menu a list of its own (SPEC §2 at 390 px). */
const NARROW = '(max-width: 720px)';

/** Whether the viewport is phone-narrow, following rotations and resizes. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW);
}
