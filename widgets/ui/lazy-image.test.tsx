import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { LazyImage } from './lazy-image';

/** An observer that reports only when the test says: the browser's answer after a paint. */
const observed = new Set<Element>();
let report: IntersectionObserverCallback = () => undefined;
class ObserverStub {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe = (element: Element) => void observed.add(element);
  unobserve = (element: Element) => void observed.delete(element);
  disconnect = () => observed.clear();
}

/** Where each holder lies on the 1024×768 screen (jsdom lays nothing out). */
let top = 0;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.classList.contains('cr-lazy') ? { top, height: 150 } : { top: 0, height: 0 };
    return DOMRect.fromRect({ x: 0, y: box.top, width: box.height, height: box.height });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const art = (src: string) => render(<LazyImage src={src} alt="" />).container;

describe('LazyImage', () => {
  it('loads art that is on a still screen when it mounts, without waiting for the observer', () => {
    top = 100;
    expect(art('/cdn/a/games/1').querySelector('img')?.getAttribute('src')).toBe('/cdn/a/games/1');
  });

  it('leaves art below the fold unloaded until the observer sees a tenth of it', () => {
    top = 900;
    const container = art('/cdn/a/games/2');
    expect(container.querySelector('img')).toBeNull();
    const holder = container.querySelector('.cr-lazy')!;
    expect(observed.has(holder)).toBe(true);
    act(() => report([{ target: holder, isIntersecting: true } as never], {} as never));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/cdn/a/games/2');
  });

  it('lets art that mounts on screen while the page scrolls wait its moment, as art scrolled into view does', () => {
    top = 900;
    art('/cdn/a/games/3'); // the observer (and its scroll listener) exists from here on
    dispatchEvent(new Event('scroll'));
    top = 100;
    expect(art('/cdn/a/games/4').querySelector('img')).toBeNull();
  });

  it('loads no art that is on screen by less than a tenth', () => {
    top = 768 - 10;
    expect(art('/cdn/a/games/5').querySelector('img')).toBeNull();
  });
});
