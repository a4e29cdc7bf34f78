import { describe, expect, it } from 'vitest';
import {
  FROM_FRAME,
  FROM_PARENT,
  frameMessage,
  isAllowedOrigin,
  readFrameMessage,
  visibleSlice,
} from './frame-protocol';

const message = (type: string, payload: unknown, extra: Record<string, unknown> = {}) => ({
  croupier: 1,
  type,
  payload,
  ...extra,
});

describe('readFrameMessage accepts each type with its payload', () => {
  it.each([
    ['ready', { widget: 'lobby' }],
    ['init', { options: { category: 'rng' } }],
    ['update', { options: {} }],
    ['init', { options: { theme: 'light' }, backdrop: 'rgb(244, 241, 234)' }],
    ['update', { options: {}, backdrop: 'rgba(13, 59, 46, 0.9)' }],
    ['resize', { height: 812.5 }],
    ['resize', { height: 425_000 }],
    ['viewport', { top: 0, height: 900 }],
    ['viewport', { top: 3120.5, height: 0 }],
    ['viewport', { top: 0, height: 758, innerHeight: 844 }],
    ['navigate', { path: '/game?nodeId=12' }],
    ['session:started', { account: 'demomember', accountType: 0 }],
    ['session:ended', { reason: 'logout' }],
    ['balance:changed', { sumBalance: 1234.5, currency: 'PHP', currencySymbol: '₱' }],
    ['game:changed', { title: 'Fortune Tiger' }],
    ['game:changed', { title: null }],
    ['error', { message: 'The widget could not load' }],
    ['error', { message: 'Este ticket ya se usó.', code: 'ticket_used' }],
  ])('%s', (type, payload) => {
    expect(readFrameMessage(message(type, payload))).toEqual(message(type, payload));
  });
});

describe('readFrameMessage drops', () => {
  it.each([
    ['not an object', 'ready'],
    ['null', null],
    ['another library’s message', { type: 'ready', payload: { widget: 'lobby' } }],
    ['another version', message('ready', { widget: 'lobby' }, { croupier: 2 })],
    ['an unknown type', message('eval', { code: 'alert(1)' })],
    ['a prototype key as type', message('constructor', {})],
    ['no payload', { croupier: 1, type: 'ready' }],
    ['an array payload', message('init', [])],
    ['a long id', message('ready', { widget: 'lobby' }, { id: 'x'.repeat(65) })],
    ['a ready without widget', message('ready', {})],
    ['options that are not an object', message('init', { options: 'category=rng' })],
    ['a negative height', message('resize', { height: -1 })],
    ['a huge height', message('resize', { height: 1e9 })],
    ['a height that is not a number', message('resize', { height: '800px' })],
    [
      'a backdrop that is not a colour',
      message('init', { options: {}, backdrop: 'url(https://evil.example/x)' }),
    ],
    ['a backdrop that closes its rule', message('update', { options: {}, backdrop: 'rgb(0,0,0); x: y' })],
    ['a viewport without its top', message('viewport', { height: 900 })],
    ['a viewport above the frame', message('viewport', { top: -10, height: 900 })],
    ['a viewport of no number', message('viewport', { top: 0, height: Number.NaN })],
    ['a viewport with a negative window', message('viewport', { top: 0, height: 900, innerHeight: -1 })],
    ['a viewport with a window of text', message('viewport', { top: 0, height: 900, innerHeight: '900px' })],
    ['navigation to another origin', message('navigate', { path: 'https://evil.example/' })],
    ['navigation to a protocol-relative URL', message('navigate', { path: '//evil.example/' })],
    ['navigation to script', message('navigate', { path: 'javascript:alert(1)' })],
    [
      'a balance that is not a number',
      message('balance:changed', { sumBalance: '1e9', currency: 'PHP', currencySymbol: '₱' }),
    ],
    ['a session end with another reason', message('session:ended', { reason: 'hacked' })],
    ['a game with no title', message('game:changed', {})],
    ['a game title that is not text', message('game:changed', { title: 42 })],
  ])('%s', (_name, data) => {
    expect(readFrameMessage(data)).toBeUndefined();
  });

  it('the types the other side does not send', () => {
    // A frame does not tell its parent what the parent sees.
    expect(readFrameMessage(message('viewport', { top: 0, height: 900 }), FROM_FRAME)).toBeUndefined();
    // A frame cannot send init; a parent cannot claim a balance.
    expect(readFrameMessage(message('init', { options: {} }), FROM_FRAME)).toBeUndefined();
    expect(
      readFrameMessage(
        message('balance:changed', { sumBalance: 1, currency: 'PHP', currencySymbol: '₱' }),
        FROM_PARENT,
      ),
    ).toBeUndefined();
  });
});

describe('frameMessage and isAllowedOrigin', () => {
  it('builds messages that read back', () => {
    const built = frameMessage('resize', { height: 600 });
    expect(readFrameMessage(built, FROM_FRAME)).toEqual(built);
  });

  it.each([
    ['https://partner.example', true],
    ['https://partner.example:443', false],
    ['https://partner.example.evil.test', false],
    ['http://partner.example', false],
    ['null', false],
    ['', false],
  ])('%s allowed: %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, ['https://partner.example', 'null'])).toBe(allowed);
  });
});

describe('visibleSlice: what the player sees of a frame', () => {
  it.each([
    [
      'a frame starting below the top, taller than the screen',
      { top: 200, height: 5000 },
      900,
      { top: 0, height: 700 },
    ],
    ['a frame scrolled 3000 px up', { top: -3000, height: 5000 }, 900, { top: 3000, height: 900 }],
    ['its end on screen', { top: -4500, height: 5000 }, 900, { top: 4500, height: 500 }],
    ['a frame below the screen', { top: 1200, height: 5000 }, 900, { top: 0, height: 0 }],
    ['a frame above the screen', { top: -6000, height: 5000 }, 900, { top: 5000, height: 0 }],
    ['a short frame wholly on screen', { top: 100, height: 300 }, 900, { top: 0, height: 300 }],
  ])('%s', (_case, frame, viewportHeight, expected) => {
    expect(visibleSlice(frame, viewportHeight)).toEqual({ ...expected, innerHeight: viewportHeight });
  });

  it('is never taller than the screen, however tall the frame grows', () => {
    for (const height of [900, 9_000, 90_000, 900_000])
      expect(visibleSlice({ top: 0, height }, 900).height).toBe(900);
  });
});
