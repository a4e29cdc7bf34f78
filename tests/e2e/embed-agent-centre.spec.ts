import { test, expect, expectAccessible } from './support/fixtures';
import { openShadowRootsForTests, servePartnerPage } from './support/partner-page';

/**
 * examples/agent-office.html: a partner's affiliate office that mounts the agent centre alone by
 * script tag (`Croupier('mount', 'agent-centre', el, { page })`), with the auth widget beside it.
 */
test('the agent centre on a partner page: a guest is asked to log in, a member is refused, an agent gets its team', async ({
  page,
  baseURL,
}) => {
  const partner = await servePartnerPage('agent-office.html', baseURL!);
  try {
    await openShadowRootsForTests(page);
    await page.goto(`${partner.url}?page=downlineManagement`);
    const centre = page.locator('#croupier-agent-centre');
    await expect(centre.getByRole('heading', { name: 'Centro de agentes' })).toBeVisible();
    await expect(
      centre.getByText('Inicia sesión con una cuenta de agente para ver el centro de agentes.'),
    ).toBeVisible();
    const logIn = async (username: string) => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(username);
      await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
      await dialog.getByRole('button', { name: /^Entrar$/ }).click();
    };
    await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn('demomember');
    // A member is told SPEC's error_not_agent, and nothing of any team is shown.
    await expect(centre.getByText('Solo los agentes pueden iniciar sesión')).toBeVisible();
    await expect(centre.getByRole('tab')).toHaveCount(0);

    const auth = page.locator('#croupier-auth');
    await auth.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn('agent42');

    // The page the partner named, with the agent's own downlines.
    await expect(centre.getByRole('tab', { name: 'Gestión del equipo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(centre.getByText('downlinee').first()).toBeVisible();
    await expect(centre.getByText('downlinef').first()).toBeVisible();
    await expectAccessible(page, '#croupier-agent-centre');
  } finally {
    await partner.close();
  }
});

test('the agent centre framed on a partner origin: the agent logs in inside the frame', async ({
  page,
  baseURL,
}) => {
  const partner = await servePartnerPage('agent-office.html', baseURL!, Number(new URL(baseURL!).port) + 10);
  try {
    await openShadowRootsForTests(page);
    await page.goto(`${partner.url}?framed&page=downlineManagement`);
    const centre = page.frameLocator('iframe[title="Agent centre"]');
    await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = centre.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Usuario/ }).fill('agent42');
    await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
    await dialog.getByRole('button', { name: /^Entrar$/ }).click();
    await expect(centre.getByRole('tab', { name: 'Gestión del equipo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(centre.getByText('downlinee').first()).toBeVisible();
  } finally {
    await partner.close();
  }
});
