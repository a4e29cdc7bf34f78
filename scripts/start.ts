import { resolve } from 'node:path';
import { build, buildIsStale } from './build-steps';
import { startServer } from '../host-site/server';
import { ACCOUNTS, DEMO_PASSWORD } from '../sandbox/tools/seed/accounts';
import { WEAK_DEFAULT_PASSWORD } from '../sandbox/tools/seed/brand';
import { switchesHeader } from '../sandbox/tools/control/banner';
import { providerEmulatorFromEnv } from '../sandbox/platform/auth/phone-provider/emulator-env';

/**
 * `npm start`: builds what is stale, then serves the portal with the platform sandbox mounted
 * (or proxies to PLATFORM_URL), and prints where to go and who to log in as.
 */
const started = performance.now();
const env = process.env;
// The provider's emulator starts while the portal builds; the platform needs its address first.
const emulating = providerEmulatorFromEnv(env);
if (buildIsStale()) {
  console.log('Building the portal (sources changed since the last build)…');
  const ms = await build();
  console.log(`Built in ${(ms / 1000).toFixed(1)} s`);
}
const emulator = await emulating;
if (emulator)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      emulator.stop();
      process.exit(0);
    });
// The sandbox is no licensed operator: its footer says so where a brand states its licence.
if (!env.PLATFORM_URL) env.BRAND_LICENCE ??= 'Croupier sandbox, a demonstration (no gaming licence)';
const { url, sandbox, gameUrl } = await startServer({
  port: Number(env.PORT ?? 8080),
  gamePort: env.GAME_PORT ? Number(env.GAME_PORT) : undefined,
  host: env.HOST ?? '127.0.0.1',
  platformUrl: env.PLATFORM_URL || undefined,
  distDir: resolve('dist'),
  env,
});
const ready = Math.round(performance.now() - started);
console.log(`\nCroupier is running at ${url}  (ready in ${ready} ms)`);
if (sandbox) {
  const seeded = sandbox.startup.seeded ? `, seeded a fresh database in ${sandbox.startup.ms} ms` : '';
  console.log(
    `Platform sandbox mounted (data in ${sandbox.sandbox.config.databaseUrl ? 'PostgreSQL' : sandbox.sandbox.config.dataDir}${seeded})`,
  );
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of ACCOUNTS.filter((a) => a.password === DEMO_PASSWORD)) {
    console.log(
      `  ${account.username.padEnd(14)} type ${String(account.type).padEnd(3)} ${account.nickname}`,
    );
  }
  console.log(`  demoweak      uses the weak default password ${WEAK_DEFAULT_PASSWORD} (must change it)`);
  console.log(`Demo game vendor: ${gameUrl} (its own origin, so games run cross-origin in their frame)`);
  console.log(`\nSandbox switches: ${url}/sandbox, with the header ${switchesHeader(sandbox)}`);
  if (emulator) console.log(`Phone-code provider emulator: http://${emulator.host}`);
} else {
  console.log(`Proxying the platform API to ${env.PLATFORM_URL}`);
}
