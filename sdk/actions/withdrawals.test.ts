import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { Endpoint } from '../contract/endpoint';
import type { Core } from './core';
import { withdrawActions, type WithdrawOrder } from './withdrawals';

const order = (status: WithdrawOrder['status']) =>
  ({ orderNo: 'WAAAAAAAAAAAAAAAA', status }) as WithdrawOrder;

function withdrawals(call: (endpoint: Endpoint, input: Record<string, unknown>) => Promise<unknown>) {
  const refreshBalance = vi.fn(async () => undefined);
  const client = { call: vi.fn(call) };
  return { actions: withdrawActions({ client } as unknown as Core, refreshBalance), client, refreshBalance };
}
const sent = (client: { call: ReturnType<typeof vi.fn> }, name: string) =>
  client.call.mock.calls
    .filter(([endpoint]) => (endpoint as Endpoint).name === name)
    .map(([, input]) => input as Record<string, unknown>);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const image = (signature: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  for (let i = signature.length; i < size; i++) bytes[i] = (i * 31) % 256;
  return { file: new File([bytes], name, { type }), bytes };
};

afterEach(() => vi.useRealTimers());

describe('createWithdrawal', () => {
  const input = { payoutAccountId: 'pa_1', amount: 250, paymentPassword: '482915' };

  it('retries an unanswered withdrawal under the same key, so the platform takes the money once', async () => {
    let attempt = 0;
    const { actions, client } = withdrawals(async () => {
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return order('processing');
    });
    await expect(actions.createWithdrawal(input)).rejects.toThrow('timeout');
    await actions.createWithdrawal(input);
    const [first, second] = sent(client, 'withdrawCreate').map((i) => i.requestId);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('sends a double click under one key, and a second withdrawal after an answer under another', async () => {
    const { actions, client } = withdrawals(async () => order('processing'));
    await Promise.all([actions.createWithdrawal(input), actions.createWithdrawal(input)]);
    await actions.createWithdrawal(input);
    const [first, twin, later] = sent(client, 'withdrawCreate').map((i) => i.requestId);
    expect(twin).toBe(first);
    expect(later).not.toBe(first);
  });

  it('reads the balance again once the money has left, and not after a refusal', async () => {
    let attempt = 0;
    const { actions, refreshBalance } = withdrawals(async () => {
      if (attempt++ === 0) throw new PlatformError('payment_password_incorrect', 'no', 400);
      return order('processing');
    });
    await expect(actions.createWithdrawal(input)).rejects.toThrow();
    expect(refreshBalance).not.toHaveBeenCalled();
    await actions.createWithdrawal(input);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('answers the order even when the balance cannot be read just then', async () => {
    const { actions, refreshBalance } = withdrawals(async () => order('processing'));
    refreshBalance.mockRejectedValueOnce(new Error('offline'));
    await expect(actions.createWithdrawal(input)).resolves.toMatchObject({ status: 'processing' });
  });
});

describe('followWithdrawal', () => {
  it('follows a processing order to its rejection, and gives the header its money back once', async () => {
    vi.useFakeTimers();
    const readings = [order('processing'), order('rejected')];
    const { actions, refreshBalance, client } = withdrawals(async () => readings.shift());
    const seen: string[] = [];
    const following = actions.followWithdrawal(
      order('processing'),
      (o) => seen.push(o.status),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(4_000);
    await following;
    expect(seen).toEqual(['rejected']);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(client.call).toHaveBeenCalledTimes(2);
  });

  it('follows a paid order until it is counted received, moving no money', async () => {
    vi.useFakeTimers();
    const readings = [order('awaiting_confirmation'), order('forced_received')];
    const { actions, refreshBalance } = withdrawals(async () => readings.shift());
    const seen: string[] = [];
    const following = actions.followWithdrawal(
      order('processing'),
      (o) => seen.push(o.status),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(2_000 + 15_000);
    await following;
    expect(seen).toEqual(['awaiting_confirmation', 'forced_received']);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('reads nothing for an order only the player can move, and stops when the page closes', async () => {
    vi.useFakeTimers();
    const { actions, client } = withdrawals(async () => order('processing'));
    await actions.followWithdrawal(order('not_received'), () => undefined, new AbortController().signal);
    expect(client.call).not.toHaveBeenCalled();
    const stop = new AbortController();
    const following = actions.followWithdrawal(order('processing'), () => undefined, stop.signal);
    await vi.advanceTimersByTimeAsync(2_000);
    stop.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await following;
    expect(client.call).toHaveBeenCalledTimes(1);
  });

  it('reads again after a dropped reading', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const { actions } = withdrawals(async () => {
      if (attempt++ === 0) throw new PlatformError('network_error', 'down', 0);
      return order('awaiting_confirmation');
    });
    const seen: string[] = [];
    const stop = new AbortController();
    const following = actions.followWithdrawal(order('processing'), (o) => seen.push(o.status), stop.signal);
    await vi.advanceTimersByTimeAsync(4_000);
    stop.abort();
    await vi.advanceTimersByTimeAsync(15_000);
    await following;
    expect(seen).toEqual(['awaiting_confirmation']);
  });
});

describe('proofs', () => {
  const { actions } = withdrawals(async () => undefined);
  it.each([
    ['a PNG', image(PNG, 2_048, 'bank.png', 'image/png').file, null],
    ['a JPEG named .png', image(JPEG, 2_048, 'chat.png', 'image/png').file, null],
    ['a GIF named .png', new File(['GIF89a........'], 'x.png', { type: 'image/png' }), 'type'],
    ['a PNG a byte over 5 MB', image(PNG, 5 * 1024 * 1024 + 1, 'big.png', 'image/png').file, 'size'],
  ])('checks %s in the browser', async (_case, file, problem) => {
    expect(await actions.checkWithdrawProof(file)).toBe(problem);
  });
});

describe('confirmWithdrawal', () => {
  it('sends "not received" with each image in base64, typed by its bytes', async () => {
    const { actions, client } = withdrawals(async () => order('not_received'));
    const bank = image(PNG, 70_000, 'bank.png', 'image/png');
    const chat = image(JPEG, 3_000, 'chat.png', 'image/png');
    await actions.confirmWithdrawal('WAAAAAAAAAAAAAAAA', { received: false, proofs: [bank.file, chat.file] });
    const [input] = sent(client, 'withdrawConfirm');
    expect(input).toEqual({
      orderNo: 'WAAAAAAAAAAAAAAAA',
      received: false,
      proofs: [
        { name: 'bank.png', type: 'image/png', dataBase64: Buffer.from(bank.bytes).toString('base64') },
        { name: 'chat.png', type: 'image/jpeg', dataBase64: Buffer.from(chat.bytes).toString('base64') },
      ],
    });
  });

  it('takes a lost reply to "received" as the answer when the order stands received', async () => {
    const { actions } = withdrawals(async (endpoint) => {
      if (endpoint.name === 'withdrawConfirm') throw new PlatformError('withdraw_not_awaiting', 'no', 409);
      return order('received');
    });
    await expect(actions.confirmWithdrawal('WAAAAAAAAAAAAAAAA', { received: true })).resolves.toMatchObject({
      status: 'received',
    });
  });

  it('says so when the order was counted received before the player answered "not received"', async () => {
    const { actions } = withdrawals(async (endpoint) => {
      if (endpoint.name === 'withdrawConfirm') throw new PlatformError('withdraw_not_awaiting', 'no', 409);
      return order('forced_received');
    });
    const proofs = [image(PNG, 100, 'a.png', 'image/png').file];
    await expect(
      actions.confirmWithdrawal('WAAAAAAAAAAAAAAAA', { received: false, proofs }),
    ).rejects.toMatchObject({ code: 'withdraw_not_awaiting' });
  });
});
