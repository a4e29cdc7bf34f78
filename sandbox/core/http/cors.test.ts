import { describe, expect, it } from 'vitest';
import { corsPolicy } from './cors';

describe('CORS policy', () => {
  it.each([
    [undefined, 'http://localhost:5173', true],
    [undefined, 'http://127.0.0.1:9000', true],
    [undefined, 'https://evil.example', false],
    [undefined, 'http://localhost.evil.example', false],
    ['https://partner.example, https://news.example', 'https://news.example', true],
    ['https://partner.example', 'http://localhost:5173', false],
  ])('list %s, origin %s → %s', (list, origin, allowed) => {
    expect(corsPolicy(list)(origin)).toBe(allowed);
  });

  it.each([
    [undefined, 'https://partner.example', true],
    ['https://news.example', 'https://partner.example', true],
    ['https://news.example', 'https://partner.example.evil.test', false],
    ['https://news.example', 'http://localhost:5173', false],
  ])('with the partner origins, list %s, origin %s → %s', (list, origin, allowed) => {
    expect(corsPolicy(list, () => ['https://partner.example'])(origin)).toBe(allowed);
  });
});
