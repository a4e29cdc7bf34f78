import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createClient } from '../../sdk/client/create-client';
import { contract } from '../../sdk/contract/table';
import { test, expect, expectAccessible, moneyText, signIn } from './support/fixtures';
import { leaveGame, spinPgSlot } from './support/slot';

/*
 * SPEC §2 agent centre's contract pages and my income; §4 Contracts: accepting a contract ends the
 * downline contracts of that kind whose rate is above the new one. agent42 offers its new sub-agent
 * a daily salary above what agent41 then offers agent42; agent42 accepts in the centre and the
 * sub-agent's contract ends. A member of agent42's team plays, the period is settled (twice: it
 * pays once), and agent42's wallet and income show exactly rate × team turnover.
 */

const PASSWORD = 'Demo2026';
const percent = (rate: number) =>
  new Intl.NumberFormat('es', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate / 100);

/** A platform session of `username`, through the SDK's client (sealed payloads as a browser seals them). */
async function platform(request: APIRequestContext, username: string) {
  const viaPlaywright: typeof fetch = async (url, init = {}) => {
    const response = await request.fetch(String(url), {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      data: init.body as string | undefined,
    });
    return new Response(new Uint8Array(await response.body()), {
      status: response.status(),
      headers: response.headers(),
    });
  };
  const session: { token?: string } = {};
  const base = {
    baseUrl: '',
    merchant: 'CROUPIER',
    getLanguage: () => 'ES',
    getToken: () => session.token,
    fetch: viaPlaywright,
  };
  const client = createClient(base);
  session.token = (
    await client.call(contract.login, { username, password: PASSWORD, type: 'username' })
  ).token;
  return client;
}

/** Opens the agent centre on one of its pages. */
async function openCentrePage(page: Page, tab: string): Promise<Locator> {
  await page.getByTestId('agent-entry').click();
  const centre = page.getByRole('dialog', { name: 'Centro de agentes' });
  await centre.getByRole('tab', { name: tab }).click();
  return centre;
}

test.beforeEach(() => test.slow());

test('un agente acepta un salario diario menor que el que dio a su subagente: el del subagente termina, el periodo paga una vez', async ({
  page,
  browser,
  request,
  sandbox,
}) => {
  const stamp = Date.now().toString(36);
  const sub = `sub${stamp}`;
  const player = `ply${stamp}`;
  const agent42 = await platform(request, 'agent42');
  for (const [kind, username] of [
    ['agent', sub],
    ['member', player],
  ] as const)
    await agent42.call(contract.teamRegister, {
      kind,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });

  // agent42 offers its sub-agent 2 %; a bad rate is refused under its field and nothing is lost.
  await signIn(page, 'agent42');
  const centre = await openCentrePage(page, 'Salario diario');
  const form = centre.getByRole('form', { name: 'Ofrecer un contrato' });
  await form.getByLabel('Subagente').selectOption(sub);
  await expect(form.getByText('Diario', { exact: true })).toBeVisible();
  const rate = form.getByRole('textbox', { name: 'Tramo 1: %' });
  await rate.fill('2.555');
  await form.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(rate).toHaveAccessibleDescription('Escribe un porcentaje con dos decimales como máximo');
  await expect(rate).toHaveValue('2.555');
  await rate.fill('2');
  await form.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(form.getByRole('status')).toHaveText(`Oferta enviada a ${sub}. Espera su respuesta.`);
  const offered = centre.getByRole('table', { name: 'Contratos que ofreciste a tus subagentes' });
  await expect(offered.getByRole('row', { name: new RegExp(sub) })).toContainText('Ofrecido');
  await expectAccessible(page, '[data-modal="agent-centre"]');

  // The sub-agent accepts; agent41 offers agent42 less: 1.5 %.
  const subAgent = await platform(request, sub);
  const { list } = await subAgent.call(contract.dailySalaryContract, { action: 'list' });
  await subAgent.call(contract.dailySalaryContract, { action: 'accept', contractId: list[0]!.contractId });
  const agent41 = await platform(request, 'agent41');
  await agent41.call(contract.dailySalaryContract, {
    action: 'offer',
    downline: 'agent42',
    tiers: [{ threshold: 0, rate: 1.5 }],
    period: 'daily',
    requestId: `offer-${stamp}`,
  });

  // agent42 accepts in the centre: the menu badges the offer waiting (the consolidated info),
  // and the dialog names the contract it ends.
  await centre.getByRole('tab', { name: 'Mis ingresos' }).click();
  await expect(centre.getByRole('tab', { name: /^Salario diario\s*1$/ })).toBeVisible();
  // AGENTPOLICY3 governs that info (the platform's page loads it only with the flag on): off,
  // the centre neither asks for it nor badges the offer.
  await sandbox.flag('AGENTPOLICY3', false);
  let consolidated = 0;
  page.on('request', (r) => r.url().includes('/wps/member/info/funds/consolidated') && consolidated++);
  await page.goto('/');
  await openCentrePage(page, 'Mis ingresos');
  await expect(centre.getByRole('tab', { name: 'Mis ingresos', selected: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(centre.getByRole('tab', { name: /^Salario diario$/ })).toBeVisible();
  expect(consolidated).toBe(0);
  await sandbox.flag('AGENTPOLICY3', true);
  await page.goto('/');
  await openCentrePage(page, 'Mis ingresos');
  await expect(centre.getByRole('tab', { name: /^Salario diario\s*1$/ })).toBeVisible();
  await centre.getByRole('tab', { name: 'Salario diario' }).click();
  const offer = centre.getByRole('listitem').filter({ hasText: 'Oferta de agent41' });
  await offer.getByRole('button', { name: 'Aceptar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Aceptar este contrato?' });
  await expect(confirm).toContainText(`${sub} · ${percent(2)} (supera el porcentaje de su agente superior)`);
  await expectAccessible(page, '[data-modal="contract-confirm"]');
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(centre.getByText('Aceptaste el contrato.')).toBeVisible();
  const mine = centre.getByRole('region', { name: 'Mi contrato' });
  await expect(mine).toContainText('agent41');
  await expect(mine).toContainText(percent(1.5));
  const ended = offered.getByRole('row', { name: new RegExp(sub) });
  await expect(ended).toContainText('Terminado supera el porcentaje de su agente superior');

  // A member of agent42's team plays; the period is settled twice.
  await sandbox.setBalance(player, 500);
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await signIn(playerPage, player);
  await spinPgSlot(playerPage, 3);
  await leaveGame(playerPage);
  await playerContext.close();
  const rounds = (await sandbox.rounds(player)).rounds.filter((r) => r.status === 'settled');
  const stakeCents = rounds.reduce((sum, r) => sum + Math.round(r.stake * 100), 0);
  expect(rounds.length).toBe(3);
  const payoutCents = Math.floor((stakeCents * 150) / 10_000);
  expect(payoutCents, 'the rounds pay something at 1.5 %').toBeGreaterThan(0);
  const before = (await sandbox.rounds('agent42')).balance;
  await sandbox.settleContracts('dailySalary');
  await sandbox.settleContracts('dailySalary');
  expect(Math.round((await sandbox.rounds('agent42')).balance * 100)).toBe(
    Math.round(before * 100) + payoutCents,
  );

  // My income shows it once, with how it was computed; the answered offer badges nothing now.
  await centre.getByRole('tab', { name: 'Mis ingresos' }).click();
  await expect(centre.getByRole('tab', { name: /^Salario diario$/ })).toBeVisible();
  const income = centre.getByRole('table', { name: 'Pagos de contratos recibidos y pagados' });
  const computed = `${percent(1.5)} × ${moneyText(stakeCents / 100)} de volumen del equipo = ${moneyText(payoutCents / 100)}`;
  await expect(income.getByRole('row').filter({ hasText: computed })).toHaveCount(1);
  await expect(income.getByRole('row').filter({ hasText: computed })).toContainText('agent41');
  const totals = centre.getByRole('group', { name: 'Totales del periodo' });
  await expect(totals.getByRole('definition').nth(1)).toHaveText(moneyText(payoutCents / 100));
  await expectAccessible(page, '[data-modal="agent-centre"]');

  // The payout history of the kind lists it too.
  await centre.getByRole('tab', { name: 'Salario diario' }).click();
  const history = centre.getByRole('table', { name: 'Pagos de este tipo de contrato' });
  const turnover = `${moneyText(stakeCents / 100)} Volumen del equipo`;
  await expect(history.getByRole('row').filter({ hasText: turnover })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: turnover })).toContainText(`Recibido agent41`);

  // The other contract pages, empty as they are, pass axe too.
  for (const tab of ['Dividendos', 'Salario por hora', 'Salario en tiempo real']) {
    await centre.getByRole('tab', { name: tab }).click();
    await expect(centre.getByRole('heading', { name: 'Ofrecer un contrato' })).toBeVisible();
    await expectAccessible(page, '[data-modal="agent-centre"]');
  }
});

test('los interruptores enableCt, salary y hourSalary apagados quitan sus entradas del menú', async ({
  page,
  sandbox,
}) => {
  for (const flag of ['enableCt', 'salary', 'hourSalary']) await sandbox.setting(flag, false);
  await signIn(page, 'agent42');
  const centre = await openCentrePage(page, 'Mis ingresos');
  await expect(centre.getByRole('tab', { name: 'Salario en tiempo real' })).toBeVisible();
  for (const tab of ['Dividendos', 'Salario diario', 'Salario por hora'])
    await expect(centre.getByRole('tab', { name: tab })).toHaveCount(0);
  for (const flag of ['enableCt', 'salary', 'hourSalary']) await sandbox.setting(flag, true);
});
