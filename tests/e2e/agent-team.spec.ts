import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  moneyText,
  PAYMENT_PASSWORD,
  prepareToWithdraw,
  signIn,
} from './support/fixtures';
import { decodeQr } from './support/qr';
import { spinPgSlot } from './support/slot';

/** A signed amount as the records show it (+12,50, -3,00, 0,00). */
const signed = (amount: number) =>
  new Intl.NumberFormat('es', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(amount);

/** A figure of a summary as a number ("-1.234,50" → -1234.5). */
const amountOf = (text: string) =>
  Number(
    text
      .replace(/[^\d,+\-−]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

/** The eight figures of the overview's period, in the order the page shows them. */
async function todayFigures(centre: Locator) {
  const figures = centre.getByRole('group', { name: 'Cifras del equipo: Hoy' }).getByRole('definition');
  await expect(figures).toHaveCount(8);
  const value = (await figures.allTextContents()).map(amountOf);
  const at = (i: number) => value[i] ?? Number.NaN;
  return {
    teamNet: at(0),
    income: at(1),
    newMembers: at(2),
    activePlayers: at(3),
    validBets: at(6),
    payouts: at(7),
  };
}

async function openTab(centre: Locator, name: string) {
  await centre.getByRole('tab', { name, exact: true }).click();
  await expect(centre.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** Spins the demo slot `spins` times as `username`, in a browser of the member's own. */
async function playAsMember(page: Page, username: string, password: string, spins: number) {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    reducedMotion: 'reduce',
  });
  const member = await context.newPage();
  await signIn(member, username, { password });
  await expect(member.getByRole('banner').getByTestId('balance-value')).toHaveText(moneyText(500));
  await spinPgSlot(member, spins);
  await context.close();
}

test('un agente registra a un miembro, le envía dinero, y sus apuestas aparecen tal cual en los informes del equipo', async ({
  page,
  request,
  sandbox,
}) => {
  test.setTimeout(120_000);
  await prepareToWithdraw(request, 'agent41');
  const username = `equipo${Date.now() % 1_000_000}`;
  const password = 'Equipo2026';
  await signIn(page, 'agent41');
  await page.getByRole('banner').getByRole('button', { name: 'Centro de agentes' }).click();
  const centre = page.getByRole('dialog', { name: 'Centro de agentes' });

  // The overview opens first: today's figures, and the 30 days' net as a line and as a table.
  await expect(centre.getByRole('tab', { name: 'Resumen del equipo' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const before = await todayFigures(centre);
  await expect(
    centre.getByRole('img', { name: /^Neto diario del equipo en los últimos 30 días/ }),
  ).toBeVisible();
  await expect(
    centre.getByRole('table', { name: 'Neto diario del equipo en los últimos 30 días' }).getByRole('row'),
  ).toHaveCount(31);
  await expectAccessible(page, '[role="dialog"]');

  await openTab(centre, 'Anuncios');
  await expect(centre.getByRole('button', { expanded: true })).toHaveCount(1);
  await expectAccessible(page, '[role="dialog"]');

  // Registering: a mistake is said under its field and nothing typed is lost.
  await openTab(centre, 'Registrar cuenta');
  const form = centre.getByRole('region', { name: 'Registrar una cuenta en mi equipo' });
  await expect(form.getByRole('radio', { name: 'Miembro' })).toBeChecked();
  await form.getByRole('textbox', { name: /^Nombre de usuario/ }).fill('agent42');
  await form.getByLabel(/^Contraseña\*?$/).fill(password);
  await form.getByLabel(/^Confirmar contraseña/).fill('Equipo2025');
  await form.getByRole('button', { name: 'Registrar miembro' }).click();
  const confirm = form.getByLabel(/^Confirmar contraseña/);
  await expect(confirm).toHaveAccessibleDescription('Entrada de confirmación incorrecta');
  await confirm.fill(password);
  await form.getByRole('button', { name: 'Registrar miembro' }).click();
  const name = form.getByRole('textbox', { name: /^Nombre de usuario/ });
  await expect(name).toHaveAccessibleDescription('Ese nombre de usuario ya existe.');
  await expect(form.getByLabel(/^Contraseña\*?$/)).toHaveValue(password);
  await expectAccessible(page, '[role="dialog"]');
  await name.fill(username);
  await form.getByRole('button', { name: 'Registrar miembro' }).click();
  await expect(form.getByRole('status')).toHaveText(`Miembro ${username} registrado en tu equipo.`);

  // The invite: its link, and the same link in a QR code a phone can read.
  const invite = centre.getByRole('region', { name: 'Invitar con mi enlace' });
  const link = await invite.getByRole('textbox', { name: 'Enlace de invitación' }).inputValue();
  const code = await invite.getByRole('code').textContent();
  expect(link).toBe(`${test.info().project.use.baseURL}/register?affiliateCode=${code}`);
  expect(await decodeQr(invite.getByRole('img', { name: /^Código QR del enlace de invitación/ }))).toBe(link);

  // Team management: the new member under the agent, and money sent to it.
  await openTab(centre, 'Gestión del equipo');
  const row = centre.getByRole('row', { name: new RegExp(`^${username}`) });
  await expect(row).toContainText('Miembro');
  // A sub-agent opens to its own downlines, and the breadcrumb leads back up; money goes to direct
  // downlines only.
  await centre.getByRole('button', { name: /abrir el equipo de agent42$/ }).click();
  const crumbs = centre.getByRole('navigation', { name: 'Nivel del equipo' });
  await expect(crumbs.getByText('agent42')).toHaveAttribute('aria-current', 'page');
  const deeper = centre.getByRole('table', { name: 'Subordinados directos de agent42' });
  // agent42's own members (other journeys may have added to its team since the seed).
  await expect(deeper.getByRole('row', { name: /^downlinee/ })).toBeVisible();
  await expect(deeper.getByRole('row', { name: /^downlinef/ })).toBeVisible();
  await expect(deeper.getByRole('button', { name: /^Transferir/ })).toHaveCount(0);
  await crumbs.getByRole('button', { name: 'Mi equipo' }).click();
  await row.getByRole('button', { name: `Transferir a ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transferir a ${username}` });
  await dialog.getByRole('textbox', { name: /^Importe/ }).fill('500');
  await dialog.getByLabel(/^Contraseña de pago\*?$/).fill('111111');
  await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
  await expect(dialog.getByLabel(/^Contraseña de pago\*?$/)).toHaveAccessibleDescription(
    'La contraseña de pago no es correcta.',
  );
  await expectAccessible(page, '[role="dialog"][data-modal="agent-transfer"]');
  await dialog.getByLabel(/^Contraseña de pago\*?$/).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    centre.getByText(new RegExp(`^Enviado: ${moneyText(500)} a ${username}\\. Referencia T`)),
  ).toBeVisible();
  await expect(row).toContainText(moneyText(500));
  expect((await sandbox.rounds(username)).balance).toBe(500);
  await expectAccessible(page, '[role="dialog"]');

  // The member plays; the ledger says what happened.
  await playAsMember(page, username, password, 3);
  const { rounds } = await sandbox.rounds(username);
  expect(rounds.filter((r) => r.status === 'settled')).toHaveLength(3);
  const stake = rounds.reduce((sum, r) => sum + r.stake, 0);
  const payout = rounds.reduce((sum, r) => sum + r.payout, 0);

  // Team betting, opened on the member from its row: its rounds and their totals.
  await row.getByRole('button', { name: `Apuestas de ${username}` }).click();
  await expect(centre.getByRole('heading', { name: 'Apuestas del equipo' })).toBeVisible();
  await expect(centre.getByRole('textbox', { name: 'Usuario' })).toHaveValue(username);
  const totals = centre.getByRole('group', { name: 'Totales del periodo' });
  await expect(totals).toContainText(`Apuestas3`);
  await expect(totals).toContainText(`Apostado${moneyText(stake)}`);
  await expect(totals).toContainText(`Pagado${moneyText(payout)}`);
  await expect(totals).toContainText(`Ganancia/pérdida del jugador${signed(payout - stake)}`);
  await expect(centre.getByRole('table', { name: /^Apuestas del equipo/ }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page, '[role="dialog"]');

  // PnL of the member.
  await openTab(centre, 'Resultados de usuarios');
  await centre.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await centre.getByRole('button', { name: 'Buscar' }).click();
  const pnl = centre.getByRole('row', { name: new RegExp(`^${username}`) });
  await expect(pnl).toContainText(
    [
      moneyText(stake),
      moneyText(stake),
      moneyText(payout),
      moneyText(0),
      moneyText(0),
      signed(payout - stake),
    ].join(''),
  );
  await expectAccessible(page, '[role="dialog"]');

  // Transaction details: the transfer and the rounds, and all of it as a CSV file.
  await openTab(centre, 'Detalle de transacciones');
  await centre.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await centre.getByRole('button', { name: 'Buscar' }).click();
  // The transfer in, and a bet and a win (or a loss) a round.
  const movements = centre
    .getByRole('table', { name: /^Movimientos de las billeteras del equipo/ })
    .getByRole('row');
  await expect(movements.last()).toContainText(signed(500));
  const count = (await movements.count()) - 1;
  const download = page.waitForEvent('download');
  await centre.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await (await download).createReadStream();
  let file = '';
  for await (const chunk of csv) file += String(chunk);
  const lines = file.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Usuario');
  expect(lines.slice(1).filter((l) => l.includes(username))).toHaveLength(count);
  await expectAccessible(page, '[role="dialog"]');

  // The overview, again: today moved by exactly the member's rounds.
  await openTab(centre, 'Resumen del equipo');
  const after = await todayFigures(centre);
  expect(after.newMembers).toBe(before.newMembers + 1);
  expect(after.activePlayers).toBe(before.activePlayers + 1);
  expect(after.validBets).toBeCloseTo(before.validBets + stake, 2);
  expect(after.payouts).toBeCloseTo(before.payouts + payout, 2);
  expect(after.teamNet).toBeCloseTo(before.teamNet + stake - payout, 2);
  const days = centre
    .getByRole('table', { name: 'Neto diario del equipo en los últimos 30 días' })
    .getByRole('row');
  await expect(days.last()).toContainText(signed(after.teamNet));

  // On a phone, the menu is a list of its own, with a way back.
  await page.setViewportSize({ width: 390, height: 844 });
  await centre.getByRole('button', { name: 'Volver al menú' }).click();
  const menu = centre.getByRole('navigation', { name: 'Menú del centro de agentes' });
  await menu.getByRole('button', { name: 'Gestión del equipo' }).click();
  await expect(centre.getByRole('heading', { name: 'Gestión del equipo' })).toBeVisible();
  await expect(centre.getByRole('row', { name: new RegExp(`^${username}`) })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
});

test('un miembro no entra en el centro de agentes: la plataforma lo rechaza con error_not_agent', async ({
  page,
}) => {
  await signIn(page, 'demomember');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Centro de agentes' })).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  for (const path of ['/wps/agent/team/overview', '/wps/agent/team/members']) {
    const response = await page.request.get(path, {
      headers: { Merchant: 'CROUPIER', Device: 'web', Language: 'ES', Authorization: token ?? '' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'error_not_agent' });
  }
});
