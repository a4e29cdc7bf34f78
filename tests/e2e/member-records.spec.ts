import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, type SandboxControl } from './support/fixtures';
import { leaveGame, spinPgSlot } from './support/slot';

/*
 * The member centre's records: the betting record, the account record (with its CSV file) and
 * the personal loss page, after a short slot session of a member registered for the story (so
 * no other story's rounds, or this one's, reach another). Every figure is checked against the
 * sandbox's ledger.
 */

const cents = (amount: number) => Math.round(amount * 100);
const money = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const signed = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(amount);

/** Today and other days as the platform counts them (GMT+8), `YYYY-MM-DD`. */
const platformToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Each story registers a member and plays before it reads a record: three times the usual time.
test.beforeEach(() => test.slow());

/** Registers a member through the register modal; they land on / logged in, with nothing played. */
async function registerMember(page: Page, sandbox: SandboxControl): Promise<string> {
  const username = `rec${Date.now().toString(36)}`;
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Registrarse|Register)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^(Crear cuenta|Create an account)$/ });
  await dialog.getByRole('textbox', { name: /^(Usuario|Username)/ }).fill(username);
  await dialog.getByLabel(/^(Contraseña|Password)/).fill('Good2026');
  await dialog.getByLabel(/^(Confirmar contraseña|Confirm password)/).fill('Good2026');
  await dialog
    .getByRole('textbox', { name: /^(Código de verificación|Verification code)/ })
    .fill(await sandbox.captchaAnswer());
  await dialog
    .getByRole('checkbox', {
      name: /^(Confirmo que tengo al menos 18 años|I confirm I am at least 18 years old)$/,
    })
    .check();
  await dialog.getByRole('button', { name: /^(Registrarme|Register)$/ }).click();
  await expect(dialog).toBeHidden();
  return username;
}

/** Plays `spins` rounds of a PG slot in its frame, then leaves the game; resolves with the ledger. */
async function playSlot(page: Page, sandbox: SandboxControl, username: string, spins: number) {
  await spinPgSlot(page, spins);
  await expect.poll(async () => (await sandbox.rounds(username)).rounds.length).toBe(spins);
  await leaveGame(page);
  return sandbox.rounds(username);
}

/** The ledger's sums of a member's rounds, in cents. */
function sums(rounds: { stake: number; payout: number; status: string }[]) {
  const settled = rounds.filter((r) => r.status === 'settled');
  const stake = settled.reduce((sum, r) => sum + cents(r.stake), 0);
  const payout = settled.reduce((sum, r) => sum + cents(r.payout), 0);
  return { count: rounds.length, stake, payout, net: payout - stake };
}

/** A table's body rows, each as the text of its cells. */
async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++)
    texts.push(await rows.nth(i).getByRole('cell').allInnerTexts());
  return texts;
}

test.describe('records, in Spanish', () => {
  test('un miembro juega unas tiradas y su historial de apuestas las muestra con los totales del libro mayor; un periodo imposible dice por qué', async ({
    page,
    sandbox,
  }) => {
    const username = await registerMember(page, sandbox);
    await sandbox.setBalance(username, 500);
    const ledger = await playSlot(page, sandbox, username, 4);
    const played = sums(ledger.rounds);

    await page.getByRole('banner').getByRole('button', { name: 'Historial de apuestas' }).click();
    const centre = page.getByRole('dialog', { name: 'Centro personal' });
    await expect(centre.getByRole('tab', { name: 'Historial de apuestas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(centre.getByRole('radio', { name: 'Hoy' })).toBeChecked();
    const totals = centre.getByRole('group', { name: 'Totales del periodo' });
    await expect(totals.getByRole('term')).toHaveText([
      'Apuestas',
      'Apostado',
      'Apuesta válida',
      'Pagado',
      'Ganancia/pérdida',
    ]);
    await expect(totals.getByRole('definition')).toHaveText([
      String(played.count),
      money(played.stake / 100, 'es'),
      money(played.stake / 100, 'es'),
      money(played.payout / 100, 'es'),
      signed(played.net / 100, 'es'),
    ]);
    const table = centre.getByRole('table', { name: 'Tus apuestas del periodo, las más recientes primero' });
    const rows = await bodyRows(table);
    expect(rows).toHaveLength(4);
    // Newest first, as the ledger lists them: each round's stake, payout and win or loss.
    rows.forEach((cells, i) => {
      const round = ledger.rounds[i]!;
      expect(cells[1]).toContain('Tragamonedas · PG Soft · ronda');
      expect(cells.slice(2)).toEqual([
        money(round.stake, 'es'),
        money(round.stake, 'es'),
        money(round.payout, 'es'),
        signed((cents(round.payout) - cents(round.stake)) / 100, 'es'),
      ]);
    });
    await expectAccessible(page, '[role="dialog"]');

    // Category and vendor narrow the rounds; the totals follow the filter.
    const category = centre.getByRole('combobox', { name: 'Categoría' });
    await category.selectOption({ label: 'Casino en vivo' });
    await expect(centre.getByText('No hay apuestas en este periodo.')).toBeVisible();
    await category.selectOption({ label: 'Tragamonedas' });
    await centre.getByRole('combobox', { name: 'Proveedor' }).selectOption({ label: 'PG Soft' });
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await expect(totals.getByRole('definition').first()).toHaveText('4');

    // Yesterday had none of them.
    await centre.getByRole('radio', { name: 'Ayer' }).check();
    await expect(centre.getByText('No hay apuestas en este periodo.')).toBeVisible();

    // A period the platform would refuse says why under its field, and asks nothing.
    await centre.getByRole('radio', { name: 'Hoy' }).check();
    const today = platformToday();
    const shown = `${new Intl.DateTimeFormat('es', { dateStyle: 'full', timeZone: 'UTC' }).format(
      Date.parse(`${today}T00:00:00Z`),
    )} (GMT+8)`;
    await expect(centre.getByText(shown)).toBeVisible();

    await centre.getByRole('radio', { name: 'Personalizado' }).check();
    const from = centre.getByLabel('Desde');
    const to = centre.getByLabel('Hasta');
    await expect(from).toHaveValue(today);
    await expect(to).toHaveValue(today);
    const apply = centre.getByRole('button', { name: 'Aplicar' });
    for (const [start, end, message] of [
      [today, daysAfter(today, 1), 'No puede ser posterior a hoy'],
      [daysAfter(today, -40), today, 'Elige como máximo 31 días'],
      [today, daysAfter(today, -1), 'La fecha final es anterior a la inicial'],
    ] as const) {
      await from.fill(start);
      await to.fill(end);
      await apply.click();
      await expect(centre.getByText(message)).toBeVisible();
      await expect(to).toHaveAttribute('aria-invalid', 'true');
      // Nothing was asked for: the period shown is still today.
      await expect(centre.getByText(shown)).toBeVisible();
    }

    // A range of 31 days ending today is taken.
    await from.fill(daysAfter(today, -30));
    await to.fill(today);
    await apply.click();
    await expect(to).not.toHaveAttribute('aria-invalid');
    await expect(centre.getByText(shown)).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(4);
  });
});

test.describe('records, in English', () => {
  test.use({ locale: 'en-US' });

  test('the account record shows the bets and wins with the balance after each, exports them as CSV, and personal loss shows their net', async ({
    page,
    sandbox,
  }) => {
    const username = await registerMember(page, sandbox);
    await sandbox.setBalance(username, 500);
    const ledger = await playSlot(page, sandbox, username, 3);
    const played = sums(ledger.rounds);
    const wins = ledger.rounds.filter((r) => r.payout > 0).length;

    await page
      .getByRole('banner')
      .getByRole('button', { name: /, personal centre$/ })
      .click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await centre.getByRole('tab', { name: 'Account record' }).click();
    const table = centre.getByRole('table', {
      name: 'Movements of your account in the period, newest first',
    });
    await expect(table).toBeVisible();
    const rows = await bodyRows(table);
    // The newest movement's balance is the wallet's; each balance follows from the one before it.
    expect(rows[0]![3]).toBe(money(ledger.balance, 'en'));
    const amount = (text: string) => cents(Number(text.replace(/[+,]/g, '')));
    for (let i = 0; i + 1 < rows.length; i++)
      expect(amount(rows[i]![3]!)).toBe(amount(rows[i + 1]![3]!) + amount(rows[i]![2]!));
    const kinds = rows.map((cells) => cells[1]);
    expect(kinds.filter((k) => k === 'Bet')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'Win')).toHaveLength(wins);
    expect(
      rows.filter((cells) => cells[1] === 'Bet').reduce((sum, cells) => sum + amount(cells[2]!), 0),
    ).toBe(-played.stake);
    await expect(centre.getByText(`${rows.length} movements`, { exact: true })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // The file holds every row of the filter, as the table shows them.
    const downloading = page.waitForEvent('download');
    await centre.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`account-record_${platformToday()}_${platformToday()}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (GMT+8),Type,Amount,Balance after,Reference');
    const csv = lines.slice(1).map((line) => line.split(','));
    expect(csv).toHaveLength(rows.length);
    csv.forEach((fields, i) => {
      expect(fields[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(fields[1]).toBe(rows[i]![1]);
      expect(cents(Number(fields[2]))).toBe(amount(rows[i]![2]!));
      expect(cents(Number(fields[3]))).toBe(amount(rows[i]![3]!));
      expect(fields[4]).toBe(rows[i]![4] === '—' ? '' : rows[i]![4]);
    });
    await expect(
      centre.getByRole('status').filter({ hasText: `Downloaded: ${rows.length} movements.` }),
    ).toBeVisible();

    // One kind at a time.
    await centre.getByRole('combobox', { name: 'Type of movement' }).selectOption({ label: 'Bet' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(centre.getByText('3 movements', { exact: true })).toBeVisible();

    // The same rounds as profit and loss: today's net, and a chart of 30 days readable as a table.
    await centre.getByRole('tab', { name: 'Personal loss' }).click();
    const result = centre.getByRole('group', { name: 'Result for the period' });
    await expect(result.getByRole('definition')).toHaveText([
      new RegExp(`^${signed(played.net / 100, 'en').replace('+', '\\+')}`),
      money(played.stake / 100, 'en'),
      money(played.payout / 100, 'en'),
      '0.00',
      '0.00',
    ]);
    await expect(
      centre
        .getByRole('table', { name: 'Result by day and category, latest days first' })
        .locator('tbody tr'),
    ).toHaveCount(1);

    const chart = centre.getByRole('img', { name: /^Net per day over the last 30 days \(GMT\+8\)\./ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(played.net === 0 ? 0 : 1);
    const show = centre.getByRole('button', { name: 'Show as a table' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(centre.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const days = centre.getByRole('table', { name: 'Net per day over the last 30 days (GMT+8)' });
    expect((await days.boundingBox())!.height).toBeGreaterThan(100);
    await expect(days.locator('tbody tr')).toHaveCount(30);
    await expect(days.locator('tbody tr').last().getByRole('cell')).toHaveText(
      signed(played.net / 100, 'en'),
    );
    await expectAccessible(page, '[role="dialog"]');

    // On a phone the centre fills the screen; the wide table scrolls sideways, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await centre
      .getByRole('navigation', { name: 'Personal centre menu' })
      .getByRole('button', { name: 'Personal loss' })
      .click();
    await expect(centre.getByRole('button', { name: 'Back to the menu' })).toBeVisible();
    expect((await centre.boundingBox())!.width).toBe(390);
    const scroller = centre.getByRole('group', { name: 'Result by day and category, latest days first' });
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, '[role="dialog"]');
  });
});
