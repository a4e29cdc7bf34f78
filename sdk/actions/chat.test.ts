import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl, connectChat } from './chat';

/** A WebSocket that a test drives: what the page sent, and the platform's side by hand. */
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
  /** The platform accepts: open, and the welcome. */
  accept(history: unknown[] = [], canPost = true) {
    this.readyState = 1;
    this.onopen?.();
    this.frame({ type: 'welcome', history, canPost });
  }
  frame(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const message = (id: number, text = `m${id}`) => ({ id, author: 'de******er', text, at: id, mine: false });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const connect = (token?: string) =>
  connectChat({
    platformUrl: '',
    pageUrl: 'https://casino.example/promotions',
    token: () => token,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: () => 0.5,
  });

describe('connectChat', () => {
  it('opens wss on the page’s origin and says hello with the token, not in the URL', () => {
    connect('secret-token');
    const [socket] = FakeSocket.all;
    expect(socket!.url).toBe('wss://casino.example/wps/chat/socket');
    socket!.accept();
    expect(JSON.parse(socket!.sent[0]!)).toEqual({ type: 'hello', token: 'secret-token' });
    expect(chatSocketUrl('http://localhost:8080', 'https://x.example/')).toBe(
      'ws://localhost:8080/wps/chat/socket',
    );
  });

  it('keeps messages in id order, once each, history and live alike', () => {
    const room = connect('t');
    const socket = FakeSocket.all[0]!;
    socket.accept([message(1), message(2)]);
    socket.frame({ type: 'message', message: message(4) });
    socket.frame({ type: 'message', message: message(3) });
    socket.frame({ type: 'message', message: message(4) });
    expect(room.state.value.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(room.state.value.status).toBe('open');
  });

  it('reconnects after a drop, waiting longer each time, and shows it is reconnecting', () => {
    const room = connect('t');
    FakeSocket.all[0]!.accept([message(1)]);
    FakeSocket.all[0]!.drop();
    expect(room.state.value.status).toBe('reconnecting');
    expect(room.state.value.messages).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.all[2]!.accept([message(1), message(2)]);
    expect(room.state.value.status).toBe('open');
    expect(room.state.value.messages.map((m) => m.id)).toEqual([1, 2]);
    // Joined again: the next drop waits a second again.
    FakeSocket.all[2]!.drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('refuses at once what the platform would refuse, and shows the platform’s refusals', () => {
    const room = connect('t');
    expect(room.send('hola')).toEqual({ ok: false, reason: 'offline' });
    const socket = FakeSocket.all[0]!;
    socket.accept();
    expect(room.send('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(room.send('x'.repeat(281))).toEqual({ ok: false, reason: 'too_long' });
    expect(room.send('  hola  ')).toEqual({ ok: true });
    expect(JSON.parse(socket.sent.at(-1)!)).toMatchObject({ type: 'post', text: 'hola' });
    socket.frame({ type: 'refused', reason: 'rate_limited', retryAfterMs: 4_000, ref: '1' });
    expect(room.state.value.refusal).toEqual({ reason: 'rate_limited', retryAfterMs: 4_000 });
  });

  it('stops for good when closed', () => {
    const room = connect();
    FakeSocket.all[0]!.accept([], false);
    expect(room.state.value.canPost).toBe(false);
    room.close();
    FakeSocket.all[0]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(room.state.value.status).toBe('closed');
  });
});
