import { randomUUID } from 'node:crypto';

/**
 * Deposits settled per second: orders opened three at a time (the platform's pending limit) and
 * paid by the simulator's switch, each settle sent twice as a payment provider's retry would be.
 * The balance must rise by exactly the deposits, once each.
 */
export async function depositThroughput(url: string, token: string, sandboxToken: string, count = 300) {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        merchant: 'CROUPIER',
        authorization: token,
        language: 'EN',
      },
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { value: Record<string, unknown> },
    }));
  const control = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-sandbox-token': sandboxToken },
    });
  const balance = async () => (await api('/wps/v2/wallets/balance')).body.value.sumBalance as number;

  await control('/sandbox/deposits/auto-settle', { delayMs: null });
  const before = await balance();
  const started = performance.now();
  let settled = 0;
  while (settled < count) {
    const orders: string[] = [];
    for (let i = 0; i < 3 && settled + orders.length < count; i++) {
      const answer = await api('/wps/cashier/deposit', {
        method: 'POST',
        body: JSON.stringify({ requestId: randomUUID(), methodId: 'bank', amount: 100 }),
      });
      if (answer.status !== 200) throw new Error(`deposit refused: ${JSON.stringify(answer.body)}`);
      orders.push(answer.body.value.orderNo as string);
    }
    await Promise.all(
      orders.flatMap((orderNo) =>
        [1, 2].map(() => control('/sandbox/deposits/settle', { orderNo, outcome: 'pay' })),
      ),
    );
    settled += orders.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const credited = Math.round(((await balance()) - before) * 100);
  if (credited !== count * 100 * 100)
    throw new Error(`deposits credited ${credited} minor units, expected ${count * 10_000}`);
  await control('/sandbox/deposits/auto-settle', { delayMs: 4000 });
  return { perSecond: Math.round(count / seconds), count };
}
