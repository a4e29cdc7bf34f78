import { observeWindowOffset, observeWindowRect, type Virtualizer } from '@tanstack/react-virtual';
import type { ReadonlySignal } from '@preact/signals-core';
import type { FrameView } from '../../sdk/state/create-state';

type WindowVirtualizer = Virtualizer<Window, Element>;

/**
 * The viewport the lobby's grid windows its rows by: the page's window, or, inside a frame whose
 * parent tells what the player sees (`viewport` messages), that part of the frame. A fitted frame's
 * own window is as tall as its content, so windowing by it would render every loaded row.
 *
 * Both observers follow the window and the frame's signal at once, and report whichever rules at
 * the moment: the virtualizer subscribes once, and the parent's first `viewport` may arrive after
 * the grid is mounted.
 */
export function frameAwareObservers(frame: ReadonlySignal<FrameView | undefined>) {
  const parentSees = () => frame.peek()?.viewport;
  return {
    observeElementRect(
      instance: WindowVirtualizer,
      report: (rect: { width: number; height: number }) => void,
    ) {
      const stopWindow = observeWindowRect(instance, (rect) => {
        if (!parentSees()) report(rect);
      });
      const stopFrame = frame.subscribe((view) => {
        if (view?.viewport) report({ width: innerWidth, height: view.viewport.height });
      });
      return () => {
        stopWindow?.();
        stopFrame();
      };
    },
    observeElementOffset(
      instance: WindowVirtualizer,
      report: (offset: number, isScrolling: boolean) => void,
    ) {
      const stopWindow = observeWindowOffset(instance, (offset, isScrolling) => {
        if (!parentSees()) report(offset, isScrolling);
      });
      const stopFrame = frame.subscribe((view) => {
        if (view?.viewport) report(view.viewport.top, false);
      });
      return () => {
        stopWindow?.();
        stopFrame();
      };
    },
  };
}
