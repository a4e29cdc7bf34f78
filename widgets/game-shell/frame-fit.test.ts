import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFit, fitsContent, holdsContent } from './frame-fit';

/** A framed document: its content `body` px tall, in a frame the parent made `frame` px tall. */
function frameOf(body: number, frame: number) {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ height: body } as DOMRect);
  Object.defineProperty(window, 'innerHeight', { value: frame, configurable: true });
}

/** The parent fits the frame: its window takes the new height and hears a resize. */
function parentFits(frame: number) {
  Object.defineProperty(window, 'innerHeight', { value: frame, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fitted frames', () => {
  it('holds its content when at least as tall; fits it only when as tall, within a pixel', () => {
    frameOf(900, 5000);
    expect(holdsContent()).toBe(true);
    expect(fitsContent()).toBe(false);
    frameOf(900, 900.5);
    expect(fitsContent()).toBe(true);
    frameOf(900, 40);
    expect(holdsContent()).toBe(false);
    expect(fitsContent()).toBe(false);
  });
});

describe('afterFit', () => {
  it('acts at the next frame when the frame is already fitted', () => {
    frameOf(900, 900);
    const then = vi.fn();
    afterFit(fitsContent, then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the parent: a frame shrunk while the game loaded is scrolled once grown to it, not before', () => {
    // The game's shell rendered 900 px while the frame still had the loading state's 40.
    frameOf(900, 40);
    const then = vi.fn();
    afterFit(fitsContent, then);
    vi.advanceTimersByTime(20);
    expect(then).not.toHaveBeenCalled();
    parentFits(600);
    expect(then).not.toHaveBeenCalled();
    parentFits(900);
    expect(then).toHaveBeenCalledTimes(1);
    parentFits(900);
    vi.advanceTimersByTime(2000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('acts after a second when the parent never fits the frame (a frame of fixed height)', () => {
    frameOf(900, 600);
    const then = vi.fn();
    afterFit(fitsContent, then);
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, whichever way it was waiting', () => {
    const then = vi.fn();
    frameOf(900, 900);
    afterFit(fitsContent, then)();
    frameOf(900, 40);
    afterFit(fitsContent, then)();
    parentFits(900);
    vi.advanceTimersByTime(2000);
    expect(then).not.toHaveBeenCalled();
  });
});
