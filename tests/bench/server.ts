import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts `npm start`'s script on a fresh data folder (or on `dataDir`, seeded beforehand);
 * resolves when `/` answers, with the time it took and the token its sandbox switches take (drawn
 * here, so the bench knows it).
 */
export async function startFresh(
  port: number,
  env: Record<string, string> = {},
  dataDir = join(mkdtempSync(join(tmpdir(), 'croupier-bench-')), 'db'),
): Promise<{ process: ChildProcess; msToFirstPage: number; url: string; sandboxToken: string }> {
  const sandboxToken = env.SANDBOX_TOKEN ?? randomBytes(32).toString('base64url');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env, SANDBOX_TOKEN: sandboxToken },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before serving a page');
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { process: child, msToFirstPage: Math.round(performance.now() - started), url, sandboxToken };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
