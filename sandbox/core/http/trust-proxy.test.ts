import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { trustProxyFrom } from './trust-proxy';

/** The client address Fastify derives for one request, with TRUST_PROXY set to `setting`. */
async function clientIp(setting: string | undefined, xff: string, remoteAddress = '10.0.0.2') {
  const app = Fastify({ trustProxy: trustProxyFrom(setting) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const response = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': xff } });
  await app.close();
  return response.json().ip as string;
}

describe('TRUST_PROXY', () => {
  it('unset: a spoofed X-Forwarded-For is ignored, the socket address counts', async () => {
    expect(await clientIp(undefined, '6.6.6.6')).toBe('10.0.0.2');
    expect(await clientIp('', '6.6.6.6')).toBe('10.0.0.2');
  });

  it('one hop: the address the proxy saw counts, not one the client pushed in front', async () => {
    expect(await clientIp('1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('two hops: a CDN in front of a load balancer', async () => {
    expect(await clientIp('2', '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
  });

  it('a list of proxies: only their X-Forwarded-For is believed', async () => {
    expect(await clientIp('10.0.0.0/8', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.0/8, 192.168.0.1', '6.6.6.6, 203.0.113.9', '192.168.0.1')).toBe(
      '203.0.113.9',
    );
    // A client that is not one of the proxies is taken at its socket address.
    expect(await clientIp('192.168.0.1', '6.6.6.6', '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe('trustProxyFrom', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,10.1.2.3', ['loopback', '10.1.2.3']],
  ])('%j → %j', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected);
  });

  it.each([
    ['1', 1],
    [' 3 ', 3],
  ])('%j trusts exactly %d hops', (value, hops) => {
    const trust = trustProxyFrom(value);
    if (typeof trust !== 'function') throw new Error(`expected a hop rule, got ${JSON.stringify(trust)}`);
    expect([...Array(hops + 1).keys()].map((hop) => trust('10.0.0.1', hop))).toEqual([
      ...Array(hops).fill(true),
      false,
    ]);
  });

  it.each(['true', 'yes', '-1', '1.5', 'proxy.example', '10.0.0.0/33', '10.0.0.1,,'])(
    'refuses %j rather than guessing (trusting everyone lets any client pick its address)',
    (value) => {
      expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
