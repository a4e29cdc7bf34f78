import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startProviderEmulator } from './emulator';

const temporary = process.env.TMPDIR;
afterEach(() => {
  if (temporary === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = temporary;
});

it('starts beside a corrupt hub locator that another emulator of the project left in the temporary folder', async () => {
  // Two emulators of one project writing firebase-tools' locator at once leave it so; every later
  // start in that folder exited at once, and took the e2e run's portal down with it.
  const shared = mkdtempSync(join(tmpdir(), 'croupier-shared-tmp-'));
  writeFileSync(join(shared, 'hub-demo-croupier-locator.json'), '{"pid":1}}');
  process.env.TMPDIR = shared;
  const emulator = await startProviderEmulator('demo-croupier-locator');
  try {
    const answer = await fetch(`http://${emulator.host}/`);
    expect(answer.ok).toBe(true);
  } finally {
    emulator.stop();
  }
}, 120_000);
