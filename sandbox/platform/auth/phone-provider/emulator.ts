import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The phone-code provider's own local emulator (the Auth emulator of firebase-tools), started for
 * a demo or a test run with PHONE_PROVIDER_EMULATOR=1: pure Node, no Java, no network. It takes
 * free ports of its own (auth, and the hub and logging ports firebase-tools also opens), so several
 * servers on one machine never collide. Resolves once it answers, with the `host:port` to give as
 * FIREBASE_AUTH_EMULATOR_HOST.
 */
export async function startProviderEmulator(projectId: string): Promise<{ host: string; stop: () => void }> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'croupier-phone-provider-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--non-interactive'],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: '1' } },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const host = `127.0.0.1:${auth}`;
  const deadline = Date.now() + 90_000;
  // Asked once more after the deadline: `npm start` builds in this process meanwhile, and a build
  // that held the event loop past the deadline says nothing about the emulator.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the provider emulator exited: ${errors}`);
    if (await answers(`http://${host}/`)) return { host, stop };
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the provider emulator did not answer within 90 s: ${errors}`);
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
