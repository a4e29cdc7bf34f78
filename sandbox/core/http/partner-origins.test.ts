import { describe, expect, it } from 'vitest';
import { partnerOriginList } from './partner-origins';

describe('partnerOriginList', () => {
  it.each([
    ['https://a.example, https://m.a.example', ['https://a.example', 'https://m.a.example']],
    ['http://127.0.0.1:8090', ['http://127.0.0.1:8090']],
    // Not exact origins: a path, a wildcard, a scheme that is not http(s), a trailing slash.
    ['https://a.example/games, *, javascript:alert(1), https://b.example/', []],
    ['', []],
  ])('%s', (text, origins) => {
    expect(partnerOriginList(text)).toEqual(origins);
  });
});
