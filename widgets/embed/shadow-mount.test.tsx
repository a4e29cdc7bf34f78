import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { mountInShadow } from './shadow-mount';

const language = signal('ES');
const croupier = { state: { language } } as unknown as Croupier;
const Hello = (props: { name?: string }) => <p>Hello {props.name}</p>;

afterEach(() => vi.restoreAllMocks());

describe('mountInShadow', () => {
  it("renders into a closed root: the page's scripts see no shadowRoot", () => {
    const attach = vi.spyOn(Element.prototype, 'attachShadow');
    const host = document.body.appendChild(document.createElement('div'));
    act(() => void mountInShadow(host, croupier, Hello, { name: 'one' }));
    expect(host.shadowRoot).toBeNull();
    expect(attach).toHaveBeenCalledWith({ mode: 'closed' });
    expect(attach.mock.results[0]!.value.textContent).toContain('Hello one');
  });

  it('mounts again into the same element, in the same root', () => {
    const attach = vi.spyOn(Element.prototype, 'attachShadow');
    const host = document.body.appendChild(document.createElement('div'));
    let first!: ReturnType<typeof mountInShadow>;
    act(() => void (first = mountInShadow(host, croupier, Hello, { name: 'one' })));
    act(() => first.unmount());
    act(() => void mountInShadow(host, croupier, Hello, { name: 'two' }));
    expect(attach).toHaveBeenCalledTimes(1);
    const root = attach.mock.results[0]!.value as ShadowRoot;
    expect(root.textContent).toContain('Hello two');
    expect(root.textContent).not.toContain('Hello one');
  });

  it("takes its language's direction, not the page's, and follows a switch", () => {
    const attach = vi.spyOn(Element.prototype, 'attachShadow');
    const host = document.body.appendChild(document.createElement('div'));
    act(() => void mountInShadow(host, croupier, Hello, {}));
    const root = attach.mock.results[0]!.value as ShadowRoot;
    const [container, portal] = [...root.children].filter((e) => e instanceof HTMLDivElement);
    expect([container!.dir, portal!.dir]).toEqual(['ltr', 'ltr']);
    act(() => void (language.value = 'AR'));
    expect([container!.dir, portal!.dir]).toEqual(['rtl', 'rtl']);
    language.value = 'ES';
  });
});
