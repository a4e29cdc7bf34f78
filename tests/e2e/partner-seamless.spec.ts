import { test, expect, expectAccessible } from './support/fixtures';
import { openShadowRootsForTests } from './support/partner-page';
import { startPartnerWallet } from '../../examples/partner-wallet';
import { callPlatform } from '../../examples/partner-wallet/platform-call';

/** playwright.config.ts makes the portal's port + 10 the brand's one partner origin. */
const partnerPort = (baseURL: string) => Number(new URL(baseURL).port) + 10;

/**
 * A partner with its own site, login and wallet (the reference partner, examples/partner-wallet,
 * on the partner origin): its player is signed in to the framed lobby by a one-time ticket its
 * server asked for, and plays with the money in the partner's wallet, the partner slow and
 * failing for some of the callbacks.
 */
test('a partner signs its player on with a ticket; twenty seamless spins leave its wallet exact', async ({
  page,
  browser,
  baseURL,
  sandbox,
}) => {
  test.setTimeout(180_000);
  const { secret } = await sandbox.partner('demo');
  const partner = await startPartnerWallet({
    secret,
    port: partnerPort(baseURL!),
    site: { platformUrl: baseURL!, merchant: 'CROUPIER' },
  });
  try {
    await sandbox.partnerWallet('demo', { mode: 'seamless', url: partner.walletUrl, timeoutMs: 300 });
    const player = `e2e-${Date.now().toString(36)}`;
    const [game] = await sandbox.games({ vassalage: 'JILI', gameClassify: 'RNG' });

    await openShadowRootsForTests(page);
    // The partner's own login; then its server asks Croupier for a ticket, and the frame uses it.
    await page.goto(`${partner.url}/`);
    await page.getByLabel('Player id').fill(player);
    const ticketAnswer = page.waitForResponse((r) => r.url().endsWith('/site/ticket'));
    await page.getByRole('button', { name: 'Log in' }).click();
    const { ticket } = (await (await ticketAnswer).json()) as { ticket: string };
    const log = page.locator('#event-log');
    await expect(log).toContainText(`session:started {"account":"demo:${player}"`);
    // The balance Croupier shows is the partner's: 1,000.00 opened at Goal Rush.
    await expect(log).toContainText('balance:changed {"sumBalance":1000');
    await expect(page.locator('#wallet')).toHaveText('1000.00 PHP');
    const opening = 100_000;

    // The same ticket a second time, from another browser (say it leaked), is refused with the
    // reason and signs nobody in.
    const elsewhere = await browser.newContext();
    try {
      const thief = await elsewhere.newPage();
      await openShadowRootsForTests(thief);
      await thief.goto(`${partner.url}/`);
      await thief.evaluate((used) => {
        const slot = document.createElement('div');
        slot.id = 'second';
        document.body.append(slot);
        slot.addEventListener('croupier:error', (event) => {
          slot.dataset.error = (event as CustomEvent<{ code?: string }>).detail.code ?? '';
        });
        (window as unknown as { Croupier: (...a: unknown[]) => unknown }).Croupier(
          'frame',
          'auth',
          '#second',
          {
            title: 'Second',
            ticket: used,
            partner: 'demo',
          },
        );
      }, ticket);
      await expect(thief.locator('#second')).toHaveAttribute('data-error', 'ticket_used');
      const second = thief.frameLocator('iframe[title="Second"]');
      await expect(second.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(second.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }

    // Twenty spins; the partner fails or is slow for some of them.
    const lobby = page.frameLocator('iframe[title="Games"]');
    await lobby.getByRole('searchbox', { name: 'Buscar juegos' }).fill(game!.gameName);
    await lobby
      .getByRole('button', { name: `Jugar a ${game!.gameName} de JILI` })
      .first()
      .click();
    const spin = lobby.frameLocator('iframe[title^="Juego:"]').getByRole('button', { name: 'Girar' });
    const trouble: Record<number, Parameters<typeof partner.misbehave>[0]> = {
      3: { failNext: 1, failAt: 'before' },
      7: { failNext: 1, failAt: 'after' },
      11: { delayMs: 600, slowAt: 'before' },
      12: { delayMs: 0 },
      15: { failNext: 2, failAt: 'after', actions: ['credit'] },
    };
    for (let n = 0; n < 20; n += 1) {
      if (trouble[n]) partner.misbehave(trouble[n]!);
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      await spin.click();
    }
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    partner.switches.reset();

    // Opening − stakes + wins of the rounds the platform settled, once each: the partner's books
    // agree (a credit the partner failed to answer is delivered by the platform's retries).
    const minor = (amount: number) => Math.round(amount * 100);
    const books = async () => {
      await partner.idle();
      const { rounds } = await sandbox.rounds(`demo:${player}`);
      const played = rounds.filter((r) => r.status !== 'rolled_back' && r.status !== 'open');
      return {
        open: rounds.length - played.length - rounds.filter((r) => r.status === 'rolled_back').length,
        partner: await partner.balanceOf(player),
        expected: played.reduce((sum, r) => sum - minor(r.stake) + minor(r.payout), opening),
        played: played.length,
      };
    };
    await expect
      .poll(
        async () => {
          const b = await books();
          return b.open === 0 && b.partner === b.expected;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const final = await books();
    expect(final.played).toBeGreaterThanOrEqual(15);
    expect(final.partner).toBe(final.expected);
    expect(final.partner).not.toBe(opening);
  } finally {
    await sandbox.partnerWallet('demo', { mode: 'platform' });
    await partner.close();
  }
});

/**
 * A partner's wallet slower than the platform waits: the player sees the bet being confirmed while
 * the platform tries, then why it did not go through; the partner's money is as it was.
 */
test('a slow partner wallet: the game says the bet is being confirmed, then that the wallet did not confirm it in time', async ({
  page,
  baseURL,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const { secret } = await sandbox.partner('demo');
  const partner = await startPartnerWallet({
    secret,
    port: partnerPort(baseURL!),
    site: { platformUrl: baseURL!, merchant: 'CROUPIER' },
  });
  try {
    // Three attempts of 900 ms each: the player waits about three seconds for the answer.
    await sandbox.partnerWallet('demo', { mode: 'seamless', url: partner.walletUrl, timeoutMs: 900 });
    const player = `slow-${Date.now().toString(36)}`;
    const [game] = await sandbox.games({ vassalage: 'JILI', gameClassify: 'RNG' });
    await openShadowRootsForTests(page);
    await page.goto(`${partner.url}/`);
    await page.getByLabel('Player id').fill(player);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('#event-log')).toContainText(`session:started {"account":"demo:${player}"`);
    const lobby = page.frameLocator('iframe[title="Games"]');
    await lobby.getByRole('searchbox', { name: 'Buscar juegos' }).fill(game!.gameName);
    await lobby
      .getByRole('button', { name: `Jugar a ${game!.gameName} de JILI` })
      .first()
      .click();
    const slot = lobby.frameLocator('iframe[title^="Juego:"]');
    const spin = slot.getByRole('button', { name: 'Girar' });
    await expect(spin).toBeEnabled();
    const opening = await partner.balanceOf(player);

    partner.misbehave({ actions: ['debit'], delayMs: 2500, slowAt: 'before' });
    await spin.click();
    // The game's status line (the page has another live region, its round line).
    const said = (text: string) => slot.getByRole('status').filter({ hasText: text });
    await expect(said('Confirmando tu apuesta…')).toBeVisible();
    await expect(spin).toBeDisabled();
    await expect(
      said('Tu monedero no confirmó la apuesta a tiempo y se canceló. Si se cobró, se te devuelve.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(spin).toBeEnabled();
    await expectAccessible(page);

    partner.switches.reset();
    await partner.idle();
    await expect.poll(() => partner.balanceOf(player), { timeout: 30_000 }).toBe(opening);
    const { rounds } = await sandbox.rounds(`demo:${player}`);
    expect(rounds.map((r) => r.status)).toEqual(['rolled_back']);
  } finally {
    await sandbox.partnerWallet('demo', { mode: 'platform' });
    await partner.close();
  }
});

test('/seamless signs the partner’s player in from a ticket in the link, once', async ({
  page,
  baseURL,
  sandbox,
}) => {
  const { secret } = await sandbox.partner('demo');
  const access = { platformUrl: baseURL!, merchant: 'CROUPIER', partnerId: 'demo', secret };
  const player = `link-${Date.now().toString(36)}`;
  const { ticket } = await callPlatform<{ ticket: string }>(access, '/wps/partner/signon/ticket', {
    playerId: player,
  });

  await page.goto(`/seamless?ticket=${ticket}&partner=demo`);
  await expect(page.getByRole('heading', { name: 'Billetera integrada', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`demo:${player}`) })).toBeVisible();
  // The ticket leaves the address bar (and the history) at once.
  await expect(page).toHaveURL(/\/seamless$/);
  await expectAccessible(page);

  // The same link again, from a browser with no session: refused, said why, the lobby still open.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/seamless?ticket=${ticket}&partner=demo`);
  await expect(page.getByRole('alert')).toHaveText(
    'Este acceso ya se usó. Vuelve a entrar desde la página del socio.',
  );
  await expect(page.getByRole('searchbox', { name: 'Buscar juegos' })).toBeVisible();
});
