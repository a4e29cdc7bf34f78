import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a secret (the switches' token, a partner's signing key) where tools on this machine can
 * read it (`curl -H "X-Sandbox-Token: $(cat …)"`), readable by its owner only: other users of the
 * machine should not get it.
 */
export function writeSecretFile(path: string, secret: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already existed.
  chmodSync(path, 0o600);
}
