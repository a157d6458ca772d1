#!/usr/bin/env node
// The README's two commands (`npm run demo`, `npm test`) start here, on a machine with only Node and npm:
// this script brings pnpm 12 (from npm), the dependencies, and for tests Debian's chromium, then runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const task = process.argv[2];
if (task !== 'demo' && task !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs demo|test');
  process.exit(2);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

// pnpm 12 from npm (not corepack): use the installed one when it is 12, else npx fetches it once.
const pnpmVersion = has('pnpm');
const pnpm = pnpmVersion?.startsWith('12.') ? ['pnpm'] : ['npx', '--yes', 'pnpm@12'];
const p = (...args) => run(pnpm[0], [...pnpm.slice(1), ...args]);

if (p('install', '--frozen-lockfile') !== 0) process.exit(1);

if (task === 'test') {
  const chromium = process.env.ORIEL_CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const root = process.getuid?.() === 0;
    if (!root || !has('apt-get', ['--version'])) {
      console.error(`Browser tests need Debian's chromium at ${chromium} (apt-get install chromium), or ORIEL_CHROMIUM.`);
      process.exit(1);
    }
    console.log('Installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) !== 0) process.exit(1);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { env }) !== 0) process.exit(1);
  }
  process.exit(p('run', 'check'));
}

if (p('run', 'build') !== 0) process.exit(1);
process.exit(p('exec', 'tsx', 'scripts/start.ts'));
