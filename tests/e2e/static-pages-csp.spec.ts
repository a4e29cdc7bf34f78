import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { recordViolations } from './support/csp';

const height = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().height, selector);

test.describe('the examples and the docs, served beside the portal, run under their CSP', () => {
  test('the script-tag example mounts its widgets, and the policy blocks nothing', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/examples/script-tag.html');
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => height(page, '#croupier-auth')).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('the game-corner example mounts the lobby and the winners board, and the policy blocks nothing', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/examples/game-corner.html');
    await expect.poll(() => height(page, '#croupier-winners')).toBeGreaterThan(0);
    await expect.poll(() => height(page, '#croupier-lobby')).toBeGreaterThan(100);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the SDK reference runs typedoc’s inline theme script, allowed by its hash', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/docs/sdk-api/index.html');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', /.+/);
    await expect(page.getByRole('link', { name: 'Croupier SDK' }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
