#!/usr/bin/env node
// A throwaway PostgreSQL server for the API tests (project api-pg), with no npm dependency: Debian's server binaries,
// installed with apt-get when missing, run on a fresh data dir and a free port, then deleted.
//   node scripts/postgres.mjs run -- <command> [args…]   runs the command with ORIEL_TEST_PG_URL set
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin dir of the highest installed major version, or null. */
function findBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')) && existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : null;
}

function hasCommand(cmd) {
  return spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;
}

function aptInstall(log) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const started = Date.now();
  log('[postgres] installing Debian postgresql with apt-get…');
  // Recommends (sysstat, logrotate) are of no use to a test server. dpkg's chatter is shown only when it fails.
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) {
      log(`${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n'));
      return `apt-get ${args[0]} failed (${r.error?.message ?? `exit ${r.status}`})`;
    }
  }
  log(`[postgres] apt-get install took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return null;
}

/** A port that was free a moment ago; pg_ctl start is retried if another process takes it first. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A PostgreSQL server for tests: ORIEL_TEST_PG_URL when set, else a fresh temporary cluster. Resolves to
 * { url, stop() } or to null (with the reason logged) when no server can be had.
 * `own`: always a fresh cluster, never ORIEL_TEST_PG_URL's shared one, and the answer also has halt() and resume(),
 * which stop the server (pg_ctl stop -m fast: sessions are ended, as by a restart) and start it again on the same data
 * and port, without blocking the caller's event loop (a test that restarts the database under an API it runs).
 */
export async function ensurePostgres({ install = true, log = console.log, own = false } = {}) {
  if (process.env.ORIEL_TEST_PG_URL && !own) return { url: process.env.ORIEL_TEST_PG_URL, stop: async () => {} };

  const root = process.getuid?.() === 0;
  let bin = findBinDir();
  if (!bin) {
    if (!install) return (log('[postgres] no server binaries in /usr/lib/postgresql/*/bin and install is off'), null);
    if (!root || !hasCommand('apt-get')) {
      log('[postgres] no server binaries in /usr/lib/postgresql/*/bin; install Debian postgresql (apt-get, as root) to run the api-pg tests');
      return null;
    }
    const failure = aptInstall(log);
    if (failure) return (log(`[postgres] ${failure}`), null);
    bin = findBinDir();
    if (!bin) return (log('[postgres] apt-get installed postgresql but no binaries appeared in /usr/lib/postgresql'), null);
  }

  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres system user (created by the package).
  let owner = null;
  if (root) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return (log('[postgres] running as root but there is no postgres system user to run the server'), null);
    owner = { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'oriel-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const pgRun = (tool, args) => {
    const [cmd, cmdArgs] = owner ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    // cwd inside the dir: the postgres user may not be allowed into the caller's cwd
    return spawnSync(cmd, cmdArgs, { cwd: dir, encoding: 'utf8' });
  };
  const pgRunAsync = (tool, args) => {
    const [cmd, cmdArgs] = owner ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    return new Promise((resolve) => {
      const child = spawn(cmd, cmdArgs, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.once('error', (error) => resolve({ status: null, stderr: error.message }));
      child.once('close', (status) => resolve({ status, stderr }));
    });
  };
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '');

  const started = Date.now();
  // Collation C with a UTF-8 ctype, like PGlite: same ORDER BY on text and same lower() on accented letters.
  const init = pgRun('initdb', [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--lc-collate=C',
    '--lc-ctype=C.UTF-8',
    '--no-instructions',
  ]);
  if (init.status !== 0) {
    removeDir();
    return (log(`[postgres] initdb failed: ${(init.stderr || init.error?.message || '').trim()}`), null);
  }

  let port = 0;
  for (let attempt = 1; attempt <= 3 && !port; attempt++) {
    const candidate = await freePort();
    // Durability is worthless for a throwaway test cluster. Each test file running in parallel holds a pool of up to 10
    // connections (plus one to create or drop its database): 500 leaves room for many workers.
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        '',
        `port = ${candidate}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        'max_connections = 500',
        '',
      ].join('\n'),
    );
    const start = pgRun('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', 'start']);
    if (start.status === 0 && (await waitForPort(candidate))) port = candidate;
    else {
      log(`[postgres] start on port ${candidate} failed (attempt ${attempt}): ${(start.stderr || '').trim()}\n${logTail()}`);
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    }
  }
  if (!port) {
    removeDir();
    return (log('[postgres] could not start the server'), null);
  }
  log(`[postgres] PostgreSQL ${bin.split('/').at(-2)} on 127.0.0.1:${port} (initdb + start ${((Date.now() - started) / 1000).toFixed(1)} s)`);

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    const r = pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    if (r.status !== 0) log(`[postgres] pg_ctl stop failed: ${(r.stderr || '').trim()}`);
    removeDir();
  };
  // A caller that exits (or throws its way out) without stop() must not leave a server behind; stopping is synchronous.
  process.once('exit', stopNow);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  if (!own) return { url, stop: async () => stopNow() };
  const ctl = async (args, what) => {
    const r = await pgRunAsync('pg_ctl', ['-D', data, ...args]);
    if (r.status !== 0) throw new Error(`[postgres] pg_ctl ${what} failed: ${r.stderr.trim()}\n${logTail()}`);
  };
  return {
    url,
    stop: async () => stopNow(),
    halt: () => ctl(['-m', 'fast', '-w', 'stop'], 'stop'),
    resume: async () => {
      await ctl(['-l', logFile, '-w', '-t', '60', 'start'], 'start');
      if (!(await waitForPort(port))) throw new Error(`[postgres] the server did not listen again on ${port}`);
    },
  };
}

async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    if (await canConnect(port)) return true;
    await sleep(100);
  }
  return false;
}

/** `run -- cmd args…`: the command's exit code (128 + signal when it was killed), PostgreSQL stopped in every case. */
async function runCli(argv) {
  const sep = argv.indexOf('--');
  const [cmd, ...args] = sep >= 0 ? argv.slice(sep + 1) : argv.slice(1);
  if (argv[0] !== 'run' || !cmd) {
    console.error('usage: node scripts/postgres.mjs run -- <command> [args…]');
    return 2;
  }
  const pg = await ensurePostgres().catch((error) => (console.log(`[postgres] ${error?.message ?? error}`), null));
  if (!pg) console.log('[postgres] running without PostgreSQL: the api-pg tests are skipped');
  try {
    const env = pg ? { ...process.env, ORIEL_TEST_PG_URL: pg.url } : process.env;
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    // The child gets terminal signals itself (same process group); a signal sent to us alone is passed on.
    const forward = (signal) => child.exitCode === null && child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
    return await new Promise((resolve) => {
      child.once('error', (error) => (console.error(`[postgres] could not run ${cmd}: ${error.message}`), resolve(127)));
      child.once('exit', (status, signal) => resolve(status ?? 128 + (constants.signals[signal] ?? 0)));
    });
  } finally {
    await pg?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCli(process.argv.slice(2));
}
