import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { operator } from './support/point-mall';

/*
 * Platform messages (SPEC §2 messageV2, §7 CSP_unreadCount): the operator's message
 * shows its count in the header and on the personal centre's menu, and reading it clears both.
 * Each story on a fresh member (the seed gives messages to the demo accounts only).
 */

const header = (page: Page) => page.getByRole('banner');

async function openMessages(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Mensajes: \d+ sin leer$/ })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await expect(centre.getByRole('heading', { name: 'Información de la plataforma' })).toBeVisible();
  return centre;
}

test.describe('platform messages', () => {
  test('an unread message shows its count in the header and on the menu, and reading it clears both', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'inbox');
    await signIn(page, player, { password: PLAYER_PASSWORD });
    await expect(header(page).getByTestId('balance-value')).toBeVisible();
    // Nothing unread: no badge.
    await expect(header(page).getByTestId('unread-badge')).toHaveCount(0);

    await operator(request).sendMessage(
      player,
      'Bono de bienvenida',
      'Hola.\nTu bono te espera en Promociones.',
    );
    // A login reads the count at once (the periodic reading is a minute away): a reload restores the session.
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Mensajes: 1 sin leer' })).toBeVisible();
    await expect(header(page).getByTestId('unread-badge')).toHaveText('1');
    await expectAccessible(page, 'header');

    const centre = await openMessages(page);
    const tab = centre.getByRole('tab', { name: /^Información de la plataforma/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toContainText('1');
    await expect(centre.getByText('1 sin leer de 1')).toBeVisible();
    const item = centre.getByRole('listitem').filter({ hasText: 'Bono de bienvenida' });
    await expect(item.getByText('Sin leer')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // Opening it shows the whole text (its lines kept) and marks it read: both badges clear.
    await item.getByRole('button', { expanded: false }).click();
    await expect(item.getByRole('region')).toContainText('Tu bono te espera en Promociones.');
    await expect(item.getByRole('button', { expanded: true })).toContainText('Bono de bienvenida');
    await expect(tab).toHaveText('Información de la plataforma');
    await expect(header(page).getByTestId('unread-badge')).toHaveCount(0);
    await expect(item.getByText('Sin leer')).toHaveCount(0);
    await expectAccessible(page, '[role="dialog"]');
  });

  test('a member marks every message read, deletes one after confirming, and sees the list empty', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'inbox2');
    const back = operator(request);
    await back.sendMessage(player, 'Primer aviso', 'Uno.');
    await back.sendMessage(player, 'Segundo aviso', 'Dos.');
    await signIn(page, player, { password: PLAYER_PASSWORD });
    await expect(header(page).getByTestId('unread-badge')).toHaveText('2');

    const centre = await openMessages(page);
    await expect(centre.getByText('2 sin leer de 2')).toBeVisible();
    // Unread first, newest first.
    await expect(centre.getByRole('list', { name: 'Mensajes' }).getByRole('listitem').first()).toContainText(
      'Segundo aviso',
    );
    await centre.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect(centre.getByText('Todos los mensajes están marcados como leídos.')).toBeVisible();
    await expect(centre.getByText('Todo leído')).toBeVisible();
    await expect(header(page).getByTestId('unread-badge')).toHaveCount(0);

    await centre.getByRole('button', { name: 'Eliminar «Primer aviso»' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar mensaje' });
    await expect(confirm).toContainText('¿Eliminar «Primer aviso»? No se puede deshacer.');
    await expectAccessible(page, '[role="alertdialog"]');
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(centre.getByRole('listitem').filter({ hasText: 'Primer aviso' })).toBeVisible();
    await centre.getByRole('button', { name: 'Eliminar «Primer aviso»' }).click();
    await page
      .getByRole('alertdialog', { name: 'Eliminar mensaje' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(centre.getByText('Mensaje eliminado.')).toBeVisible();
    await expect(centre.getByRole('listitem').filter({ hasText: 'Primer aviso' })).toHaveCount(0);

    await centre.getByRole('button', { name: 'Eliminar «Segundo aviso»' }).click();
    await page
      .getByRole('alertdialog', { name: 'Eliminar mensaje' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(centre.getByText('No tienes mensajes.')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });
});
