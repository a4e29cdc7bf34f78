import { execFileSync } from 'node:child_process';
import { test, expect } from './support/fixtures';
import { openShadowRootsForTests, serveFolder } from './support/partner-page';

/**
 * examples/react-host: a partner's Vite + React app that installs the packed npm package
 * (`npm run package` → dist/croupier-<version>.tgz), type-checks against its declarations,
 * builds, and renders the widgets as React components on an origin of its own.
 */
const HOST = 'examples/react-host';
let app: Awaited<ReturnType<typeof serveFolder>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const run = (command: string, args: string[], cwd = '.') =>
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  run('npx', ['tsx', 'scripts/package.ts']);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], HOST);
  // Reinstall the tarball just packed, whatever an earlier install left.
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--force', 'croupier'],
    HOST,
  );
  run('npx', ['tsc', '-p', 'tsconfig.json'], HOST);
  run('npx', ['vite', 'build', '--logLevel', 'error'], HOST);
  app = await serveFolder(`${HOST}/dist`);
});
test.afterAll(() => app?.close());

test('a React app renders the lobby from the packed package, and its player logs in', async ({
  page,
  baseURL,
}) => {
  await openShadowRootsForTests(page);
  await page.goto(`${app.url}?portal=${encodeURIComponent(baseURL!)}`);
  await expect(page.getByText('Welcome, guest')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar juegos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Jugar a / }).first()).toBeVisible();
  // One React on the page: the app's (the package brings none of its own).
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="react"]').length)).toBe(0);

  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
  await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  // The app's own component hears the session through the hook; the balance bar shows the money.
  await expect(page.getByText('Signed in as demomember')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar saldo' })).toBeVisible();
});
