import { describe, expect, it } from 'vitest';
import { MODAL_FRAME_HEIGHT, MODAL_MIN_HEIGHT, framedHeight, modalArea } from './modal-area';

describe('modalArea', () => {
  it('is the part of the frame the player sees', () => {
    expect(modalArea({ top: 0, height: 758 }, 4600, MODAL_MIN_HEIGHT)).toEqual({ top: 0, height: 758 });
    expect(modalArea({ top: 1200, height: 844 }, 4600, MODAL_MIN_HEIGHT)).toEqual({
      top: 1200,
      height: 844,
    });
  });

  it('does not move when only the frame grows below what the player sees', () => {
    const viewport = { top: 300, height: 844 };
    expect(modalArea(viewport, 2657, 360)).toEqual(modalArea(viewport, 4600, 360));
  });

  it('is at least the least height, kept inside the frame', () => {
    // Only the frame's last 100 px are on screen: the area reaches up from the frame's end.
    expect(modalArea({ top: 3900, height: 100 }, 4000, 360)).toEqual({ top: 3640, height: 360 });
    // Only its first 100 px: the area starts at the frame's top.
    expect(modalArea({ top: 0, height: 100 }, 4000, 360)).toEqual({ top: 0, height: 360 });
  });

  it('is never taller than the frame', () => {
    expect(modalArea({ top: 0, height: 200 }, 250, 360)).toEqual({ top: 0, height: 250 });
  });

  it('is undefined outside a frame or before the parent has told what it shows', () => {
    expect(modalArea(undefined, 900, 360)).toBeUndefined();
  });
});

describe('framedHeight', () => {
  it('is the content height while no modal is open, shrinking with it', () => {
    expect(framedHeight(2657, false, 0)).toBe(2657);
    expect(framedHeight(420, false, 2657)).toBe(420);
  });

  it('is at least the modal frame height while a modal is open', () => {
    expect(framedHeight(300, true, 300)).toBe(MODAL_FRAME_HEIGHT);
  });

  it('grows but never shrinks while a modal is open, so its dialog does not move', () => {
    expect(framedHeight(420, true, 2657)).toBe(2657);
    expect(framedHeight(4600, true, 2657)).toBe(4600);
  });
});
