import { describe, expect, it, vi } from 'vitest';
import { encryptServiceLink } from '../../sandbox/platform/brand/service-link';
import { PlatformError } from '../client/platform-error';
import type { PlatformClient } from '../client/create-client';
import { findWorkingDomain } from './domain-rescue';

const route = {
  domainList: [
    { domainName: 'blocked.example', type: 'WEB' },
    { domainName: 'slow.example', type: 'WEB' },
    { domainName: 'backup.example', type: 'BACKUP' },
  ],
  customerService: [
    {
      csType: 'LIVECHAT',
      title: 'Live chat',
      path: encryptServiceLink('https://help.example/chat', 'k3Y-8chr'),
    },
    { csType: 'LINE', title: 'Line', path: 'https://line.example/brand' },
    { csType: 'BAD', title: 'Bad', path: encryptServiceLink('javascript:alert(1)', 'abcdefgh') },
    { csType: 'NONE', title: 'None' },
  ],
};
const clientAnswering = (answer: () => Promise<unknown>) =>
  ({ call: vi.fn(answer) }) as unknown as PlatformClient;

/** blocked refuses, slow answers late, backup answers at once. */
const pings = vi.fn(async (url: string | URL | Request) => {
  const host = new URL(String(url)).host;
  if (host === 'blocked.example') return new Response('{}', { status: 403 });
  if (host === 'slow.example') await new Promise((resolve) => setTimeout(resolve, 50));
  return new Response('{"success":true}', { status: 200 });
});

describe('findWorkingDomain', () => {
  it('keeps the first domain that answers its ping, never one that refuses', async () => {
    const rescue = await findWorkingDomain(
      clientAnswering(async () => route),
      { fetch: pings as typeof fetch },
    );
    expect(rescue.origin).toBe('http://backup.example');
    const pinged = pings.mock.calls.map(([url]) => String(url));
    expect(pinged).toHaveLength(3);
    for (const url of pinged) expect(url).toMatch(/^http:\/\/[a-z.]+\/wps\/system\/test\/ping\?speed=\d+$/);
  });

  it('unseals the customer-service links and offers only web links', async () => {
    const { services } = await findWorkingDomain(
      clientAnswering(async () => route),
      { fetch: pings as typeof fetch },
    );
    expect(services).toEqual([
      { title: 'Live chat', url: 'https://help.example/chat' },
      { title: 'Line', url: 'https://line.example/brand' },
    ]);
  });

  it('when no domain answers, offers none; when the list cannot be read, offers nothing, and never throws', async () => {
    const refusing = vi.fn(async () => new Response('', { status: 403 }));
    expect(
      (
        await findWorkingDomain(
          clientAnswering(async () => route),
          { fetch: refusing as typeof fetch },
        )
      ).origin,
    ).toBeUndefined();
    const failing = clientAnswering(async () => {
      throw new PlatformError('network_error', 'down', 0);
    });
    expect(await findWorkingDomain(failing, { fetch: refusing as typeof fetch })).toEqual({ services: [] });
  });
});
