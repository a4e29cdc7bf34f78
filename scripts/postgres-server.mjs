// A throwaway PostgreSQL server for the tests: Debian's `postgresql` package, a cluster made by
// initdb in a temporary folder, listening on a free port of 127.0.0.1 with its socket in that folder,
// stopped and removed when this process ends (normally, on failure or on Ctrl-C).
//
//   node scripts/postgres-server.mjs <command...>   runs the command with DATABASE_URL set, then stops
import { spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The ports this project's tests may take for PostgreSQL (other tools on the machine use others). */
export const POSTGRES_PORTS = [55432, 55433, 55434, 55435, 55436, 55437, 55438, 55439];
const PREFIX = 'croupier-postgres-';
const root = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest Debian PostgreSQL's bin folder (`/usr/lib/postgresql/<major>/bin`), or undefined. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : undefined;
}

/** Installs Debian's `postgresql` when missing, as ensureChromium does; returns its bin folder or undefined. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  console.log("PostgreSQL is missing (/usr/lib/postgresql/*/bin); installing Debian's postgresql package…");
  const apt = (args) =>
    spawnSync(root ? 'apt-get' : 'sudo', [...(root ? [] : ['-n', 'apt-get']), ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  // The package makes and may start its own cluster on port 5432; the tests never use it.
  if (
    apt(['update', '-q']).status === 0 &&
    apt(['install', '-y', '-q', '--no-install-recommends', 'postgresql']).status === 0
  ) {
    return findPostgresBin();
  }
  return undefined;
}

/** What to tell a person whose machine could not get PostgreSQL. */
export const INSTALL_HELP =
  'Could not install PostgreSQL, so the contract and ledger tests were NOT run on a real server.\n' +
  'Install it yourself with:\n  sudo apt-get update && sudo apt-get install -y postgresql\n' +
  'or point CROUPIER_TEST_DATABASE_URL at a server where its user may create databases,\n' +
  'or skip this step knowingly with CROUPIER_SKIP_POSTGRES=1.';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Runs a server binary: as the `postgres` user when we are root, since PostgreSQL refuses root. */
function asServerUser(bin, command, args, options = {}) {
  const [file, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
    : [join(bin, command), args];
  return spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/**
 * Stops and removes servers this script left behind when its process was killed outright (no
 * exit handler ran): each folder names its owner's pid, and only folders whose owner is gone go.
 */
function reapOrphans(bin) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    const ownerFile = join(dir, 'owner');
    // A folder without its owner file yet may be another run's, a moment after mkdtemp: leave it.
    if (!existsSync(ownerFile) || alive(Number(readFileSync(ownerFile, 'utf8')))) continue;
    if (existsSync(join(dir, 'data', 'postmaster.pid')))
      asServerUser(bin, 'pg_ctl', ['stop', '-D', join(dir, 'data'), '-m', 'immediate']);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether nothing listens on 127.0.0.1:`port` (the server itself would say so only after initdb). */
const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * Starts a server for this process. Returns `{ url, dir, stop }`; `stop` is synchronous (it also
 * runs from the exit handler) and safe to call twice. Throws with the server's log on failure.
 */
export async function startPostgres(bin) {
  reapOrphans(bin);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner'), String(process.pid));
  if (root) chownSync(dir, ...postgresIds());
  const data = join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // Immediate: the data is thrown away, so there is nothing to flush.
    if (existsSync(join(data, 'postmaster.pid')))
      asServerUser(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate']);
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => process.exit(signal === 'SIGINT' ? 130 : 143);
  process.on('exit', stop);
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    // Sorting and case as in PGlite (C collation, UTF-8 character classes), whatever this machine's locale.
    const locale = ['-E', 'UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8'];
    const args = ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', ...locale];
    const init = asServerUser(bin, 'initdb', args);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
    for (const port of POSTGRES_PORTS) {
      if (!(await portFree(port))) continue;
      // A test server: durability settings off (the folder is deleted at the end), room for the
      // parallel test files' pools, and its socket in our folder rather than /var/run/postgresql.
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const log = join(dir, `server-${port}.log`);
      const where = ['-D', data, '-l', log, '-o', options];
      const start = asServerUser(bin, 'pg_ctl', ['start', '-w', '-t', '60', ...where]);
      if (start.status === 0) return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop };
      const text = existsSync(log) ? readFileSync(log, 'utf8') : start.stderr;
      // Another process took the port between our probe and the server's bind: try the next one.
      if (!/could not bind|address already in use/i.test(text))
        throw new Error(`pg_ctl start failed:\n${text}`);
    }
    throw new Error(`no free port among ${POSTGRES_PORTS.join(', ')}`);
  } catch (error) {
    stop();
    throw error;
  }
}

function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('the postgresql package did not create the postgres user');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

// As a command: start, run the rest of the command line against the server, stop.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bin = ensurePostgres();
  if (!bin) {
    console.error(INSTALL_HELP);
    process.exit(1);
  }
  const server = await startPostgres(bin);
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.log(`${server.url} (Ctrl-C stops it)`);
    await new Promise(() => setInterval(() => {}, 1 << 30));
  }
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: server.url },
  });
  process.exit(result.status ?? 1);
}
