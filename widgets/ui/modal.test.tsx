import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { CroupierProvider } from './croupier-context';
import { Modal } from './modal';

/** Just what a modal reads from the runtime: the language and a translation function. */
const croupier = {
  state: { language: signal('ES'), frame: signal(undefined) },
  i18n: { t: (key: string) => key },
} as unknown as Croupier;

afterEach(() => vi.restoreAllMocks());

describe('Modal in a closed shadow root (a widget on a partner page)', () => {
  it('keeps Tab inside the dialog, though document.activeElement stops at the host', () => {
    // jsdom lays nothing out; the trap only counts elements that are on screen.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'closed' });
    const portal = shadow.appendChild(document.createElement('div'));
    render(
      <CroupierProvider croupier={croupier} root={{ styles: shadow, portal: () => portal }}>
        <Modal
          title="Log in"
          onClose={() => {}}
          actions={
            <>
              <button type="button">First</button>
              <button type="button">Last</button>
            </>
          }
        >
          <p>Body</p>
        </Modal>
      </CroupierProvider>,
    );
    const [close, , last] = [...shadow.querySelectorAll('button')];
    act(() => last!.focus());
    expect(document.activeElement).toBe(host);
    fireEvent.keyDown(last!, { key: 'Tab' });
    expect(shadow.activeElement).toBe(close);
  });
});

describe('Modal on the page', () => {
  it('gives focus to what took the opener’s place when the opener is gone (a login replaces its button)', () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const root = { styles: document, portal: () => document.body };
    function Page({ open, loggedIn }: { open: boolean; loggedIn: boolean }) {
      return (
        <CroupierProvider croupier={croupier} root={root}>
          <div data-focus-home>
            {loggedIn ? (
              <span>
                <button type="button">Balance</button>
                <button type="button" data-focus-return>
                  Account
                </button>
              </span>
            ) : (
              <button type="button">Log in</button>
            )}
          </div>
          {open && (
            <Modal title="Log in" onClose={() => {}}>
              <input aria-label="Username" />
            </Modal>
          )}
        </CroupierProvider>
      );
    }
    const view = render(<Page open={false} loggedIn={false} />);
    act(() => view.getByText('Log in').focus());
    view.rerender(<Page open loggedIn={false} />);
    expect(document.activeElement).toBe(view.getByLabelText('Username'));
    view.rerender(<Page open loggedIn />);
    view.rerender(<Page open={false} loggedIn />);
    expect(document.activeElement).toBe(view.getByText('Account'));
  });

  it('leaves out its close button when the content has its own, and Escape still closes', () => {
    const onClose = vi.fn();
    const root = { styles: document, portal: () => document.body };
    const view = render(
      <CroupierProvider croupier={croupier} root={root}>
        <Modal title="Agent centre" onClose={onClose} closeButton={false}>
          <button type="button">Close the panel</button>
        </Modal>
      </CroupierProvider>,
    );
    expect(view.queryByRole('button', { name: 'common.close' })).toBeNull();
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    view.unmount();
  });

  it('follows the partner page’s scroll in a frame without rendering the dialog again', () => {
    const frame = signal<{ viewport?: { top: number; height: number } } | undefined>({
      viewport: { top: 0, height: 300 },
    });
    // The dialog names its close button on each render: that is what counts them.
    const t = vi.fn((key: string) => key);
    const framed = { state: { ...croupier.state, frame }, i18n: { t } } as unknown as Croupier;
    const renders = () => t.mock.calls.filter(([key]) => key === 'common.close').length;
    const root = { styles: document, portal: () => document.body };
    const view = render(
      <CroupierProvider croupier={framed} root={root}>
        <Modal title="Account" onClose={() => {}}>
          <p>Member centre</p>
        </Modal>
      </CroupierProvider>,
    );
    const backdrop = view.getByRole('dialog').parentElement!;
    for (const top of [100, 200, 300]) act(() => (frame.value = { viewport: { top, height: 300 } }));
    expect(backdrop.style.getPropertyValue('--cr-area-top')).toBe('300px');
    expect(renders()).toBe(1);
    view.unmount();
  });
});
