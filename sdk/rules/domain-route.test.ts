import { describe, expect, it } from 'vitest';
import { PING_DOMAINS_AT_MOST, candidateDomains, domainOrigin, domainRetryUrl } from './domain-route';

describe('domainOrigin', () => {
  it.each([
    ['backup.brand.example', 'http://backup.brand.example'],
    ['Backup.Brand.Example:8443', 'http://backup.brand.example:8443'],
    ['https://m.brand.example/home?x=1', 'https://m.brand.example'],
    ['http://agent.brand.example/', 'http://agent.brand.example'],
    ['127.0.0.1:18080', 'http://127.0.0.1:18080'],
  ])('%s → %s', (name, origin) => expect(domainOrigin(name)).toBe(origin));
});

describe('candidateDomains', () => {
  const list = Array.from({ length: 25 }, (_, i) => ({ domainName: `d${i}.example` }));

  it(`pings at most ${PING_DOMAINS_AT_MOST}, each a listed domain, none twice`, () => {
    const picked = candidateDomains(list);
    expect(picked).toHaveLength(PING_DOMAINS_AT_MOST);
    expect(new Set(picked).size).toBe(PING_DOMAINS_AT_MOST);
    for (const origin of picked) expect(list.map((d) => domainOrigin(d.domainName))).toContain(origin);
  });

  it('takes all of a short list', () => {
    expect(candidateDomains(list.slice(0, 3), () => 0).sort()).toEqual([
      'http://d0.example',
      'http://d1.example',
      'http://d2.example',
    ]);
  });

  it('spreads players over the whole list, not the first ten listed', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) for (const origin of candidateDomains(list, random)) seen.add(origin);
    expect(seen.size).toBe(list.length);
  });

  it('an empty list pings nothing', () => expect(candidateDomains([])).toEqual([]));
});

describe('domainRetryUrl', () => {
  it('carries the affiliate code (under any of its names) and the referral code, nothing else', () => {
    expect(domainRetryUrl('http://b.example', '?aff=AG41X&r=M7&tab=2')).toBe(
      'http://b.example/?affiliateCode=AG41X&r=M7',
    );
    expect(domainRetryUrl('https://b.example', '?affiliateCode=A%20B')).toBe(
      'https://b.example/?affiliateCode=A+B',
    );
  });

  it('without either, the bare domain', () => {
    expect(domainRetryUrl('http://b.example:8080', '')).toBe('http://b.example:8080/');
    expect(domainRetryUrl('http://b.example', '?code=%20%20&r=')).toBe('http://b.example/');
  });
});
