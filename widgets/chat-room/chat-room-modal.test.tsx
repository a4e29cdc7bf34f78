import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { CroupierProvider } from '../ui/croupier-context';
import { ChatRoomModal } from './chat-room-modal';

/** The platform's side of the room's socket, driven by the test. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: () => void;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  frame(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  accept(history: unknown[], canPost = true, refusal?: string) {
    this.readyState = 1;
    act(() => this.onopen?.());
    this.frame({ type: 'welcome', history, canPost, ...(refusal ? { refusal } : {}) });
  }
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.());
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const opened: string[] = [];
function runtime(token?: string) {
  return {
    state: {
      language: signal('ES'),
      frame: signal(undefined),
      session: signal(token ? { token } : undefined),
      modals: signal([{ name: 'chatRoom' }]),
    },
    i18n: {
      t: (key: string, values?: Record<string, unknown>) =>
        values ? `${key} ${JSON.stringify(values)}` : key,
      language: 'es',
    },
    hasTexts: () => true,
    requireTexts: async () => undefined,
    platformUrl: '',
    modals: { open: (name: string) => opened.push(name), close: () => undefined },
  } as unknown as Croupier;
}

const show = (token?: string) =>
  render(
    <CroupierProvider croupier={runtime(token)}>
      <ChatRoomModal />
    </CroupierProvider>,
  );

const message = (id: number, text: string, mine = false) => ({ id, author: 'de******er', text, at: 0, mine });

describe('the chat room modal', () => {
  it('shows the history in a log, as text, with author and time', () => {
    show('t');
    FakeSocket.all[0]!.accept([message(1, '<img src=x onerror=alert(1)>'), message(2, 'mío', true)]);
    const dialog = screen.getByRole('dialog', { name: 'chat.title' });
    const log = within(dialog).getByRole('log', { name: 'chat.log' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByText('de******er')).toBeTruthy();
    expect(within(log).getByText('chat.you')).toBeTruthy();
    expect(log.querySelectorAll('time')).toHaveLength(2);
    expect(within(dialog).getByRole('status').textContent).toContain('chat.status.open');
  });

  it('counts, refuses too long a text under the field, and shows the platform’s refusal', () => {
    show('t');
    const socket = FakeSocket.all[0]!;
    socket.accept([]);
    const input = screen.getByRole('textbox', { name: 'chat.input' });
    fireEvent.change(input, { target: { value: 'x'.repeat(281) } });
    expect(screen.getByText('chat.counter {"count":281,"max":280}')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('chat.refused.too_long');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'chat.send' }));
    expect(JSON.parse(socket.sent.at(-1)!)).toMatchObject({ type: 'post', text: 'hola' });
    expect((input as HTMLInputElement).value).toBe('');
    socket.frame({ type: 'refused', reason: 'rate_limited', retryAfterMs: 4_200 });
    expect(screen.getByRole('alert').textContent).toContain('chat.refused.rate_limited');
    expect(screen.getByRole('alert').textContent).toContain('"seconds":5');
  });

  it('says it is reconnecting after a drop, and is back when the room answers again', () => {
    vi.useFakeTimers();
    try {
      show('t');
      FakeSocket.all[0]!.accept([message(1, 'hola')]);
      FakeSocket.all[0]!.drop();
      expect(screen.getByRole('status').textContent).toContain('chat.status.reconnecting');
      expect(screen.getByText('hola')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1_300));
      FakeSocket.all[1]!.accept([message(1, 'hola'), message(2, 'otra vez')]);
      expect(screen.getByRole('status').textContent).toContain('chat.status.open');
      expect(screen.getAllByText('hola')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a guest read and offers the login instead of the input', () => {
    show();
    FakeSocket.all[0]!.accept([message(1, 'hola')], false, 'login_required');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('chat.readOnly.login_required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'chat.login' }));
    expect(opened).toContain('login');
    expect(JSON.parse(FakeSocket.all[0]!.sent[0]!)).toEqual({ type: 'hello' });
  });
});
