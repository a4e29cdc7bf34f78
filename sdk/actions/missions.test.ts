import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { PlatformClient } from '../client/create-client';
import type { Endpoint } from '../contract/endpoint';
import { missionActions } from './missions';

function missions(call: (endpoint: Endpoint, input: Record<string, unknown>) => Promise<unknown>) {
  const refreshBalance = vi.fn(async () => undefined);
  const client = { call: vi.fn(call) };
  return {
    actions: missionActions(client as unknown as PlatformClient, refreshBalance),
    client,
    refreshBalance,
  };
}
const sent = (client: { call: ReturnType<typeof vi.fn> }, name: string) =>
  client.call.mock.calls
    .filter(([endpoint]) => (endpoint as Endpoint).name === name)
    .map(([, input]) => input as Record<string, unknown>);

const CLAIM = { missionId: 1, periodStart: 0, reward: 2, claimedAt: 1 };

describe('missionActions', () => {
  it('retries an unanswered claim under the same key, so the platform pays once', async () => {
    let attempt = 0;
    const { actions, client, refreshBalance } = missions(async () => {
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return CLAIM;
    });
    await expect(actions.claim(1)).rejects.toThrow('timeout');
    await expect(actions.claim(1)).resolves.toEqual(CLAIM);
    const [first, second] = sent(client, 'missionClaim');
    expect(second!.requestId).toBe(first!.requestId);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    // Answered: the next claim (another period, another mission) is a new request.
    await actions.claim(1);
    expect(sent(client, 'missionClaim')[2]!.requestId).not.toBe(first!.requestId);
  });

  it('a refused claim ends its key too', async () => {
    let attempt = 0;
    const { actions, client } = missions(async () => {
      if (attempt++ === 0) throw new PlatformError('mission_not_complete', 'not yet', 409);
      return CLAIM;
    });
    await expect(actions.claim(1)).rejects.toThrow('not yet');
    await actions.claim(1);
    const [first, second] = sent(client, 'missionClaim');
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('tells the badge the count on watching, and again whenever the missions are read', async () => {
    const { actions } = missions(async (endpoint) =>
      endpoint.name === 'missionAvailable' ? { count: 2 } : { list: [], available: 0 },
    );
    const seen: number[] = [];
    const stop = actions.watchAvailable((count) => seen.push(count));
    await vi.waitFor(() => expect(seen).toEqual([2]));
    await actions.list();
    expect(seen).toEqual([2, 0]);
    stop();
    await actions.list();
    expect(seen).toEqual([2, 0]);
  });

  it('shows no badge when the count cannot be read', async () => {
    const { actions } = missions(async () => {
      throw new PlatformError('internal_error', 'down', 500);
    });
    const seen: number[] = [];
    actions.watchAvailable((count) => seen.push(count));
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
  });
});
