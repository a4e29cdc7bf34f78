import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { Endpoint } from '../contract/endpoint';
import type { Core } from './core';
import { pointsActions } from './points';

function points(call: (endpoint: Endpoint, input: Record<string, unknown>) => Promise<unknown>) {
  const refreshBalance = vi.fn(async () => undefined);
  const client = { call: vi.fn(call) };
  return { actions: pointsActions({ client } as unknown as Core, refreshBalance), client, refreshBalance };
}
const sent = (client: { call: ReturnType<typeof vi.fn> }, name: string) =>
  client.call.mock.calls
    .filter(([endpoint]) => (endpoint as Endpoint).name === name)
    .map(([, input]) => input as Record<string, unknown>);

const redeem = { rewardId: 1, quantity: 2, paymentPassword: '482915' };
const convert = { points: 1_500, paymentPassword: '482915' };

describe('redeem', () => {
  it('retries an unanswered redeem under the same key, so the platform takes the points once', async () => {
    let attempt = 0;
    const { actions, client } = points(async () => {
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return { redeemId: 7 };
    });
    await expect(actions.redeem(redeem)).rejects.toThrow('timeout');
    await actions.redeem(redeem);
    const [first, second] = sent(client, 'pointsRedeem');
    expect(first!.requestId).toEqual(expect.any(String));
    expect(second!.requestId).toBe(first!.requestId);
    expect(second).toMatchObject(redeem);
  });

  it('gives a new intent a new key: after an answer, or with other content', async () => {
    const { actions, client } = points(async () => ({ redeemId: 7 }));
    await Promise.all([actions.redeem(redeem), actions.redeem(redeem)]);
    await actions.redeem(redeem);
    await expect(
      points(async () => {
        throw new PlatformError('payment_password_incorrect', 'no', 400);
      }).actions.redeem(redeem),
    ).rejects.toThrow();
    const [first, twin, later] = sent(client, 'pointsRedeem').map((i) => i.requestId);
    expect(twin).toBe(first);
    expect(later).not.toBe(first);
  });
});

describe('convert', () => {
  it('reads the header balance again once converted, and not after a refusal', async () => {
    let attempt = 0;
    const { actions, refreshBalance, client } = points(async () => {
      if (attempt++ === 0) throw new PlatformError('payment_password_incorrect', 'no', 400);
      return { conversionId: 1, points: 1_500, credited: 15, createdAt: 0 };
    });
    await expect(actions.convert(convert)).rejects.toThrow();
    expect(refreshBalance).not.toHaveBeenCalled();
    await expect(actions.convert(convert)).resolves.toMatchObject({ credited: 15 });
    expect(refreshBalance).toHaveBeenCalledOnce();
    // The refusal was an answer: the second try is a new request.
    const [first, second] = sent(client, 'pointsConvert').map((i) => i.requestId);
    expect(second).not.toBe(first);
  });

  it('answers a done conversion even when the balance cannot be read', async () => {
    const { actions, refreshBalance } = points(async () => ({
      conversionId: 1,
      points: 1_500,
      credited: 15,
    }));
    refreshBalance.mockRejectedValueOnce(new Error('offline'));
    await expect(actions.convert(convert)).resolves.toMatchObject({ conversionId: 1 });
  });
});
