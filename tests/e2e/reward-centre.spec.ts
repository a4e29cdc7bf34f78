import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, loginThroughModal } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';

/*
 * The reward centre (issue 12, SPEC §2 rewardCenter): the rewards waiting across promotions and
 * raffles, each claimed once through its own call, what was received, and the redeems.
 */

const WELCOME = 'Regalo de bienvenida: 18 P';

async function openRewardCentre(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Abrir el centro personal de ${username}` })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre
    .getByRole('tablist', { name: 'Menú del centro personal' })
    .getByRole('tab', { name: 'Centro de recompensas' })
    .click();
  return centre;
}

test('the reward centre lists what is waiting, pays each claim once, and shows what was received', async ({
  page,
  request,
  sandbox,
}) => {
  const player = await registerPlayer(request, sandbox, 'rcentre', 100);
  const grant = await request.post('/sandbox/promotions/raffle-grant', {
    data: { username: player, promotionId: 2 },
    headers: { 'X-Sandbox-Token': process.env.SANDBOX_TOKEN ?? '' },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await page.goto('/');
  await loginThroughModal(page, player, PLAYER_PASSWORD);
  await expect(page.getByRole('banner').getByTestId('balance-value')).toBeVisible();
  // Signing up makes the welcome bonus claimable; the centre is where the member collects it.
  await page.goto('/promoDetail?id=1');
  await page.getByRole('button', { name: 'Inscribirse' }).click();
  await expect(page.getByText('Ya estás inscrito.')).toBeVisible();

  const centre = await openRewardCentre(page, player);
  const waiting = centre.getByRole('listitem').filter({ hasText: WELCOME });
  await expect(waiting).toContainText('P 18,00');
  const raffle = centre.getByRole('listitem').filter({ hasText: 'Sorteo' });
  await expect(raffle).toContainText('Premio por sortear');
  await expect(centre.getByText(/^2 recompensas por cobrar: P 18,00 en total/)).toBeVisible();
  await expectAccessible(page);

  await waiting.getByRole('button', { name: `Cobrar: ${WELCOME}` }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Cobrado: P 18,00' })).toBeVisible();
  await expect(waiting).toBeHidden();
  expect((await sandbox.rounds(player)).balance).toBe(118);

  await raffle.getByRole('button', { name: 'Sortear' }).click();
  await expect(centre.getByRole('status').filter({ hasText: '¡Premio!' })).toBeVisible();
  await expect(centre.getByText('No tienes recompensas por cobrar.', { exact: false })).toBeVisible();
  const afterDraw = (await sandbox.rounds(player)).balance;
  expect(afterDraw).toBeGreaterThan(118);

  await centre.getByRole('tab', { name: 'Recibidas' }).click();
  const received = centre.getByRole('table');
  await expect(received.getByRole('row')).toHaveCount(3);
  await expect(received).toContainText('Bono de promoción');
  await expect(received).toContainText('Premio de sorteo');
  await expectAccessible(page);

  await centre.getByRole('tab', { name: 'Canjes' }).click();
  await expect(centre.getByText('Aún no has canjeado nada.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  expect((await sandbox.rounds(player)).balance).toBe(afterDraw);
});
