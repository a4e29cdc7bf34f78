import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { Endpoint } from '../contract/endpoint';
import type { Core } from './core';
import { cashierActions, type DepositOrder } from './cashier';

const order = (status: DepositOrder['status']) => ({ orderNo: 'D1', status }) as DepositOrder;

function cashier(call: (endpoint: Endpoint, input: Record<string, unknown>) => Promise<unknown>) {
  const refreshBalance = vi.fn(async () => undefined);
  const client = { call: vi.fn(call) };
  return { actions: cashierActions({ client } as unknown as Core, refreshBalance), client, refreshBalance };
}
const sentKeys = (client: { call: ReturnType<typeof vi.fn> }) =>
  client.call.mock.calls.map(([, input]) => (input as { requestId: string }).requestId);

afterEach(() => vi.useRealTimers());

describe('createDeposit', () => {
  it('retries an unanswered deposit under the same key, so the platform opens one order', async () => {
    let attempt = 0;
    const { actions, client } = cashier(async () => {
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return order('pending');
    });
    const input = { methodId: 'bank', amount: 100 };
    await expect(actions.createDeposit(input)).rejects.toThrow('timeout');
    await actions.createDeposit(input);
    const [first, second] = sentKeys(client);
    expect(second).toBe(first);
  });

  it('sends a second deposit of the same amount, after an answer, as a new request', async () => {
    const { actions, client } = cashier(async () => order('pending'));
    await actions.createDeposit({ methodId: 'bank', amount: 100 });
    await actions.createDeposit({ methodId: 'bank', amount: 100 });
    const [first, second] = sentKeys(client);
    expect(second).not.toBe(first);
  });

  it('does not reuse the key of a refused deposit', async () => {
    let attempt = 0;
    const { actions, client } = cashier(async () => {
      if (attempt++ === 0) throw new PlatformError('deposit_amount_invalid', 'no', 400);
      return order('pending');
    });
    await expect(actions.createDeposit({ methodId: 'bank', amount: 1 })).rejects.toThrow();
    await actions.createDeposit({ methodId: 'bank', amount: 1 });
    const [first, second] = sentKeys(client);
    expect(second).not.toBe(first);
  });
});

describe('followDeposit', () => {
  it('reads the order until it is paid, then refreshes the balance once', async () => {
    vi.useFakeTimers();
    const readings = [order('pending'), order('paid')];
    const { actions, refreshBalance } = cashier(async () => readings.shift());
    const seen: string[] = [];
    const following = actions.followDeposit(
      order('pending'),
      (o) => seen.push(o.status),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(4_000);
    await following;
    expect(seen).toEqual(['pending', 'paid']);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('stops when the page closes, without touching the balance', async () => {
    vi.useFakeTimers();
    const { actions, client, refreshBalance } = cashier(async () => order('pending'));
    const stop = new AbortController();
    const following = actions.followDeposit(order('pending'), () => undefined, stop.signal);
    await vi.advanceTimersByTimeAsync(2_000);
    stop.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await following;
    expect(client.call).toHaveBeenCalledTimes(1);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('moves nothing for a failed order', async () => {
    vi.useFakeTimers();
    const { actions, refreshBalance } = cashier(async () => order('failed'));
    const following = actions.followDeposit(order('pending'), () => undefined, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(2_000);
    await following;
    expect(refreshBalance).not.toHaveBeenCalled();
  });
});
