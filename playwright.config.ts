import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAYWRIGHT_FEATURES_OFF } from './scripts/chromium-features';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://localhost:${port}`;
/** The one partner origin of the brand in these tests: iframe journeys serve their partner page here. */
export const PARTNER_PORT = port + 10;
/**
 * Proxy mode: the sandbox run alone as "the platform" (`npm run platform`, its game vendor on
 * PLATFORM_PORT + 2), and a portal that reaches it only through PLATFORM_URL.
 */
const PLATFORM_PORT = port + 20;
const proxiedURL = `http://localhost:${port + 30}`;
const fresh = () => join(mkdtempSync(join(tmpdir(), 'croupier-e2e-')), 'db');
// The sandbox switches' token for this run: the server is started with it, and the workers (which
// inherit this process's environment, and load this file again) send it from the fixtures.
process.env.SANDBOX_TOKEN ??= randomBytes(32).toString('base64url');

/**
 * Debian's Chromium, with the flags this machine's closed network needs, and without the desktop
 * pages a headless full browser builds for every window (scripts/chromium-features.ts).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    PLAYWRIGHT_FEATURES_OFF,
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // The journeys flip platform-wide switches (maintenance, flags), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Waits that find a broken page, not a slow one: CI may run while this 2-core machine is busy,
  // and a journey that passes must not fail for that (a passing wait ends as soon as it holds).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/.reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1366, height: 900 },
    // Headless Chromium rasterizes in software: a marquee or carousel left running repaints every
    // frame and took a third of the suite's CPU. Tests that check motion opt back in with emulateMedia.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM,
    // A trace records every journey to keep the failing ones, and its screencast kept Chromium's GPU
    // process busy: three journey files took 101 s of its CPU and 218 s of wall time with traces,
    // 64 s and 185 s without. A failure still leaves its screenshot and the page's accessibility
    // snapshot (error-context.md); E2E_TRACE=1 records traces again, to read a failure step by step.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /proxy-mode\.spec\.ts$/ },
    {
      name: 'proxy',
      use: { browserName: 'chromium', baseURL: proxiedURL },
      testMatch: /proxy-mode\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      url: `${baseURL}/wps/system/status`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        // A fresh database each run; a lower scrypt cost keeps logins quick (the hash records it).
        DATA_DIR: fresh(),
        SANDBOX_SCRYPT_LOG_N: '14',
        SANDBOX_TOKEN: process.env.SANDBOX_TOKEN,
        CROUPIER_PARTNER_ORIGINS: `http://127.0.0.1:${PARTNER_PORT}`,
        // The phone-code provider's own local emulator beside the platform (accounts-phone-provider.spec.ts).
        PHONE_PROVIDER_EMULATOR: '1',
      },
    },
    {
      command: 'npx tsx sandbox/main.ts',
      url: `http://localhost:${PLATFORM_PORT}/wps/system/status`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SANDBOX_PORT: String(PLATFORM_PORT),
        DATA_DIR: fresh(),
        SANDBOX_SCRYPT_LOG_N: '14',
        SANDBOX_TOKEN: process.env.SANDBOX_TOKEN,
      },
    },
    {
      command: 'npx tsx scripts/start.ts',
      url: `${proxiedURL}/wps/system/status`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 30),
        PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
        GAME_PORT: String(PLATFORM_PORT + 2),
      },
    },
  ],
});
