import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { Endpoint } from '../contract/endpoint';
import type { Core } from './core';
import { vipActions } from './vip';
import { rebateActions } from './rebate';

function platform(call: (endpoint: Endpoint, input: Record<string, unknown>) => Promise<unknown>) {
  const refreshBalance = vi.fn(async () => undefined);
  const client = { call: vi.fn(call) };
  const core = { client } as unknown as Core;
  return {
    vip: vipActions(core, refreshBalance),
    rebate: rebateActions(core, refreshBalance),
    client,
    refreshBalance,
  };
}
const sent = (client: { call: ReturnType<typeof vi.fn> }, name: string) =>
  client.call.mock.calls
    .filter(([endpoint]) => (endpoint as Endpoint).name === name)
    .map(([, input]) => input as Record<string, unknown>);

describe('croupier.vip and croupier.rebate', () => {
  it('retries an unanswered level-up claim under the same key, then reads the balance once paid', async () => {
    let attempt = 0;
    const { vip, client, refreshBalance } = platform(async () => {
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return { level: 2, amount: 58 };
    });
    await expect(vip.claimBonus(2)).rejects.toThrow('timeout');
    expect(refreshBalance).not.toHaveBeenCalled();
    await expect(vip.claimBonus(2)).resolves.toEqual({ level: 2, amount: 58 });
    const [first, second] = sent(client, 'vipClaimBonus');
    expect(second!.requestId).toBe(first!.requestId);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('gives another level, or a claim after an answer, a new key', async () => {
    const { vip, client } = platform(async (_endpoint, input) => ({ level: input.level, amount: 10 }));
    await vip.claimBonus(1);
    await vip.claimBonus(1);
    await vip.claimBonus(2);
    const keys = sent(client, 'vipClaimBonus').map((input) => input.requestId);
    expect(new Set(keys).size).toBe(3);
  });

  it('claims the rebate shown, keeping its key while the same amount is unanswered, and pages the history', async () => {
    let attempt = 0;
    const { rebate, client } = platform(async (endpoint) => {
      if (endpoint.name === 'rebateHistory') return { list: [], total: 0 };
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return { amount: 12.5 };
    });
    await expect(rebate.claim(12.5)).rejects.toThrow('timeout');
    await rebate.claim(12.5);
    const [first, second] = sent(client, 'rebateClaim');
    expect(second).toEqual({ requestId: first!.requestId, amount: 12.5 });
    await rebate.history(2, 10);
    expect(sent(client, 'rebateHistory')).toEqual([{ pageNo: 2, pageSize: 10 }]);
  });

  it('still answers a paid claim when reading the balance fails', async () => {
    const { rebate, refreshBalance } = platform(async () => ({ amount: 3 }));
    refreshBalance.mockRejectedValueOnce(new Error('offline'));
    await expect(rebate.claim(3)).resolves.toEqual({ amount: 3 });
  });
});
