import { randomUUID } from 'node:crypto';

/**
 * Raffle draws claimed per second (SPEC §7's raffle claim, the platform's MCS2_claimRafflePromotion): the operator grants `count` draws,
 * then the member claims them ten at a time, each claim sent twice at once under its idempotency
 * key as a double click or a retry would be. Each must be drawn and paid once: both answers name the
 * same draw, and the balance rises by exactly the prizes drawn.
 */
export async function raffleClaimThroughput(
  url: string,
  token: string,
  username: string,
  sandboxToken: string,
  count = 200,
) {
  const RAFFLE = 2;
  const api = async (path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        merchant: 'CROUPIER',
        authorization: token,
        language: 'EN',
      },
    });
    return { status: response.status, body: (await response.json()) as { value: Record<string, unknown> } };
  };
  const control = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-sandbox-token': sandboxToken },
    });
  const balance = async () => (await api('/wps/v2/wallets/balance')).body.value.sumBalance as number;

  for (let i = 0; i < count; i++)
    await control('/sandbox/promotions/raffle-grant', { username, promotionId: RAFFLE });
  const before = await balance();
  let prizes = 0;
  const started = performance.now();
  for (let drawn = 0; drawn < count; drawn += 10) {
    const batch = Array.from({ length: Math.min(10, count - drawn) }, () => randomUUID());
    const answers = await Promise.all(
      batch.flatMap((requestId) =>
        [1, 2].map(() => api('/wps/relay/MCS2_claimRafflePromotion', { promotionId: RAFFLE, requestId })),
      ),
    );
    for (let i = 0; i < answers.length; i += 2) {
      const [first, second] = [answers[i]!, answers[i + 1]!];
      if (
        first.status !== 200 ||
        second.status !== 200 ||
        first.body.value.drawId !== second.body.value.drawId
      )
        throw new Error(`raffle claim not answered once: ${JSON.stringify([first.body, second.body])}`);
      prizes += Math.round((first.body.value.amount as number) * 100);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const credited = Math.round(((await balance()) - before) * 100);
  if (credited !== prizes) throw new Error(`raffle prizes credited ${credited} minor units, drawn ${prizes}`);
  return { perSecond: Math.round(count / seconds), count };
}
