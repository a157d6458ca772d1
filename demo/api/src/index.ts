// demo/api: the reference API of docs/api-contract.md, embeddable in tests and scripts.
export { createApp, type Deps } from './app';
export { envClock, manualClock, runningClock, type Clock, type ManualClock } from './clock';
export { createDb, type Db } from './db/db';
export { createPgliteDb } from './db/pglite';
export { migrate } from './db/migrate';
export { seed, isSeeded, ALEX_EMAIL, DEMO_ACCOUNT, DEMO_EMAIL, DEMO_NEWSLETTER, DEMO_PASSWORD } from './seed/index';
export { startServer, type RunningServer } from './server';
