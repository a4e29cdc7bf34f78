import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test moves: `reach(true)` brings the watched place near. */
function stubObserver() {
  const watched: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  let disconnected = 0;
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      watched.push({ callback, options });
    }
    observe() {}
    disconnect() {
      disconnected++;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const reach = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of watched)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { watched, reach, disconnected: () => disconnected };
}

describe('WhenNear', () => {
  it('keeps a hidden place until the section comes within a screen, then builds it once', () => {
    const observer = stubObserver();
    const { container } = render(
      <WhenNear placeholder="home-later home-later--winners">
        <p>winners</p>
      </WhenNear>,
    );
    expect(screen.queryByText('winners')).toBeNull();
    const place = container.querySelector('.home-later--winners')!;
    expect(place.getAttribute('aria-hidden')).toBe('true');
    expect(observer.watched[0]!.options?.rootMargin).toBe('100% 0px');

    observer.reach(false);
    expect(screen.queryByText('winners')).toBeNull();
    observer.reach(true);
    expect(screen.getByText('winners')).toBeTruthy();
    expect(container.querySelector('.home-later')).toBeNull();
    expect(observer.disconnected()).toBe(1);
  });

  it('builds the section at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholder="home-later home-later--vendors">
        <p>vendors</p>
      </WhenNear>,
    );
    expect(screen.getByText('vendors')).toBeTruthy();
  });

  it('watches as far ahead as it is told', () => {
    const observer = stubObserver();
    render(
      <WhenNear placeholder="footer__vendors-later" ahead="25% 0px">
        <p>logos</p>
      </WhenNear>,
    );
    expect(observer.watched[0]!.options?.rootMargin).toBe('25% 0px');
    observer.reach(true);
    expect(screen.getByText('logos')).toBeTruthy();
  });
});
