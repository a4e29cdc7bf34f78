import { useMediaQuery } from '@widgets/ui/use-media-query';

/** The frame's phone layout: the width below which frame.css, header.css and right-bar.css switch. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * Whether the frame is in its phone layout. What the phone layout hides (the header's tools, the
 * floating right bar) is then not rendered at all: hidden by CSS alone, it was still built, and
 * the clock still ticked every second, in a phone's first render.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** The width from which frame.css shows the side menu (below it, the menu drawer has its links). */
export const SIDE_MENU_QUERY = '(min-width: 1024px)';

/** Whether the side menu shows: hidden by CSS alone, its links were built in every phone's first render. */
export function useSideMenuShown(): boolean {
  return useMediaQuery(SIDE_MENU_QUERY);
}
