import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askUntilAnswered } from './ask-until-answered';

/** How many times a start that exits before answering is tried, each on fresh ports. */
const ATTEMPTS = 3;
const ANSWER_WITHIN_MS = 90_000;
const ASK_TIMEOUT_MS = 1000;
const ASK_PAUSE_MS = 250;

/**
 * The phone-code provider's own local emulator (the Auth emulator of firebase-tools), started for
 * a demo or a test run with PHONE_PROVIDER_EMULATOR=1: pure Node, no Java, no network. It takes
 * free ports of its own (auth, and the hub and logging ports firebase-tools also opens), so several
 * servers on one machine never collide. Resolves once it answers, with the `host:port` to give as
 * FIREBASE_AUTH_EMULATOR_HOST.
 */
export async function startProviderEmulator(projectId: string): Promise<{ host: string; stop: () => void }> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const started = await startOnce(projectId);
    if ('host' in started) return started;
    failures.push(`attempt ${attempt}: ${started.failure}`);
    // Only an early exit is worth another try; one that never answered has had its 90 s.
    if (!started.exited) break;
  }
  throw new Error(`the provider emulator did not start:\n${failures.join('\n')}`);
}

type Started = { host: string; stop: () => void } | { failure: string; exited: boolean };

async function startOnce(projectId: string): Promise<Started> {
  const [auth, hub, logging] = await freePorts(3);
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
    // Its own temporary folder: firebase-tools keeps a per-project hub locator in the temporary
    // folder, and two emulators of one project writing it at once (tests in parallel) left it
    // corrupt, which made every later start exit ("An unexpected error has occurred").
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1', TMPDIR: dir } },
  );
  // firebase-tools prints its errors on stdout (winston's console), so both are kept.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const host = `127.0.0.1:${auth}`;
  const answered = await askUntilAnswered(() => answers(`http://${host}/`), {
    withinMs: ANSWER_WITHIN_MS,
    roundMs: ASK_TIMEOUT_MS + ASK_PAUSE_MS,
    pauseMs: ASK_PAUSE_MS,
    gaveUp: () => child.exitCode !== null,
  });
  if (answered) return { host, stop };
  if (child.exitCode !== null) {
    process.off('exit', stop);
    return { exited: true, failure: `exited with ${child.exitCode}: ${said(output, dir)}` };
  }
  stop();
  return { exited: false, failure: `no answer within ${ANSWER_WITHIN_MS / 1000} s: ${said(output, dir)}` };
}

/** What the emulator printed, or else the end of the debug log firebase-tools keeps beside its config. */
function said(output: string, dir: string): string {
  if (output.trim()) return output.trim();
  const log = join(dir, 'firebase-debug.log');
  return existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '(it printed nothing)';
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) }).then(
    () => true,
    () => false,
  );

/** Ports held open together until all are known, so two of them can never be the same port. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listenAnywhere));
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function listenAnywhere(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
