import { describe, expect, it } from 'vitest';
import {
  CHAT_MAX_LENGTH,
  chatAuthorName,
  cleanChatText,
  parseClientFrame,
  rateWindow,
  reconnectDelay,
} from './chat-rules';

describe('cleanChatText: text only, trimmed, without control characters', () => {
  it.each([
    ['hola', 'hola', 'plain text stays'],
    ['  hola  ', 'hola', 'trimmed'],
    ['hola\nmundo', 'hola mundo', 'a line break is a space'],
    ['a\u0000b\u0007c', 'abc', 'control characters go'],
    ['a\u200bb\u202ec', 'abc', 'zero-width and bidi overrides go'],
    ['a    b', 'a b', 'runs of spaces become one'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>', 'HTML stays text, unescaped'],
    ['¡Olé! 🎰', '¡Olé! 🎰', 'accents and emoji stay'],
  ])('%j → %j (%s)', (raw, text) => {
    expect(cleanChatText(raw)).toEqual({ ok: true, text });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['\u0000\u200b\n', 'empty'],
    ['x'.repeat(CHAT_MAX_LENGTH + 1), 'too_long'],
  ])('%j is refused: %s', (raw, reason) => {
    expect(cleanChatText(raw)).toEqual({ ok: false, reason });
  });

  it('counts code points: 280 emoji fit, 281 do not', () => {
    expect(cleanChatText('🎰'.repeat(CHAT_MAX_LENGTH)).ok).toBe(true);
    expect(cleanChatText('🎰'.repeat(CHAT_MAX_LENGTH + 1)).ok).toBe(false);
  });
});

describe('rateWindow: five messages in any ten seconds', () => {
  it.each([
    // times already sent, now, allowed, retry after, why
    [[], 0, true, 0, 'the first message'],
    [[1_000, 2_000, 3_000, 4_000], 5_000, true, 0, 'the fifth in the window'],
    [[1_000, 2_000, 3_000, 4_000, 5_000], 6_000, false, 5_000, 'a sixth waits until the first leaves'],
    [[1_000, 2_000, 3_000, 4_000, 5_000], 11_000, true, 0, 'the first has left the window'],
    [[1_000, 2_000, 3_000, 4_000, 5_000], 10_999, false, 1, 'one millisecond early'],
  ])('%j at %d: allowed %s, retry after %d (%s)', (times, now, allowed, retry) => {
    const result = rateWindow(times, now);
    expect(result.allowed).toBe(allowed);
    expect(result.retryAfterMs).toBe(retry);
  });

  it('keeps only the times inside the window, and the new one when allowed', () => {
    expect(rateWindow([1_000, 2_000], 11_500).times).toEqual([2_000, 11_500]);
    expect(rateWindow([1, 2, 3, 4, 5], 6).times).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('chatAuthorName: who talks, without the whole username', () => {
  it.each([
    ['demomember', 'de******er'],
    ['abcde', 'ab*de'],
    ['abcd', 'a***'],
    ['ab', 'a*'],
    ['a', 'a*'],
  ])('%s → %s', (name, shown) => expect(chatAuthorName(name)).toBe(shown));
});

describe('reconnectDelay: doubling from 1 s to 30 s, with jitter', () => {
  it.each([
    [0, 0.5, 1_000],
    [1, 0.5, 2_000],
    [4, 0.5, 16_000],
    [5, 0.5, 30_000],
    [50, 0.5, 30_000],
    [0, 0, 750],
    [0, 1, 1_250],
  ])('attempt %d, random %d → %d ms', (attempt, random, ms) => {
    expect(reconnectDelay(attempt, random)).toBe(ms);
  });
});

describe('parseClientFrame: strict shapes only', () => {
  it.each([
    ['{"type":"hello"}', { type: 'hello' }],
    ['{"type":"hello","token":"abc"}', { type: 'hello', token: 'abc' }],
    ['{"type":"post","text":"hola","ref":"1"}', { type: 'post', text: 'hola', ref: '1' }],
  ])('%s', (data, frame) => expect(parseClientFrame(data)).toEqual(frame));

  it.each([
    'not json',
    '[]',
    'null',
    '{"type":"post"}',
    '{"type":"post","text":5}',
    '{"type":"hello","token":5}',
    `{"type":"post","text":"x","ref":"${'r'.repeat(65)}"}`,
    '{"type":"admin"}',
  ])('%s is refused', (data) => expect(parseClientFrame(data)).toBeUndefined());
});
