import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';

type Entry = { target: Element; isIntersecting: boolean };
let report: (entries: Entry[]) => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Entry[]) => void) {
        report = callback;
      }
      observe() {}
      unobserve() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function card(alt: string) {
  render(
    <span data-testid={alt}>
      <LazyImage src={`/cdn/a/games/${alt}`} alt={alt} />
    </span>,
  );
  // The observer watches the image's own holder, the span inside.
  return screen.getByTestId(alt).firstElementChild!;
}

describe('LazyImage', () => {
  it('fetches a card in view on a page at rest at once, and one seen while scrolling after a moment', () => {
    const atRest = card('rest');
    vi.advanceTimersByTime(1000);
    act(() => report([{ target: atRest, isIntersecting: true }]));
    expect(screen.getByRole('img', { name: 'rest' })).toBeTruthy();

    const flicked = card('flick');
    dispatchEvent(new Event('scroll'));
    act(() => report([{ target: flicked, isIntersecting: true }]));
    expect(screen.queryByRole('img', { name: 'flick' })).toBeNull();
    // Scrolled out of view before the moment passed: never fetched.
    act(() => report([{ target: flicked, isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('img', { name: 'flick' })).toBeNull();
    // Seen again while scrolling, and stayed: fetched after the moment.
    dispatchEvent(new Event('scroll'));
    act(() => report([{ target: flicked, isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('img', { name: 'flick' })).toBeTruthy();
  });
});
