import { describe, expect, it } from 'vitest';
import { computed, signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import { preloadHeroArt } from './hero-art';

type State = Pick<Croupier['state'], 'status' | 'imageCdn'>;
type Status = NonNullable<State['status']['value']>;

function portal() {
  const status = signal<Status | undefined>(undefined);
  const cdn = signal('');
  const state = { status, imageCdn: computed(() => cdn.value) } as unknown as State;
  return { state, status, cdn };
}
const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

describe('preloadHeroArt', () => {
  it('asks for the first slide once the status names the image CDN, at high priority, once', () => {
    document.head.innerHTML = '';
    const { state, status, cdn } = portal();
    preloadHeroArt(state);
    expect(preloads()).toHaveLength(0);

    cdn.value = 'https://img.example';
    status.value = {} as Status;
    expect(preloads().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
      ['https://img.example/banners/0.svg', 'high'],
    ]);

    // The start-up sets the status again; the page asks once.
    status.value = {} as Status;
    expect(preloads()).toHaveLength(1);
  });

  it('adds no second link when asked again (the modals wait on the same preload)', () => {
    document.head.innerHTML = '';
    const { state, status, cdn } = portal();
    cdn.value = 'https://img.example';
    status.value = {} as Status;
    preloadHeroArt(state);
    preloadHeroArt(state);
    expect(preloads()).toHaveLength(1);
  });

  it('asks at once when the status is already there', () => {
    document.head.innerHTML = '';
    const { state, status } = portal();
    status.value = {} as Status;
    preloadHeroArt(state);
    expect(preloads().map((link) => new URL(link.href).pathname)).toEqual(['/banners/0.svg']);
  });
});
