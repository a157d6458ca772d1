// `npm run demo` ends here (after install and build): starts the API, the shell and the demo site.
import { startDemo } from './demo-servers';

const port = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

const demo = await startDemo({
  apiPort: port('ORIEL_API_PORT', 4310),
  shellPort: port('ORIEL_SHELL_PORT', 4311),
  sitePort: port('ORIEL_SITE_PORT', 4312),
});
const stop = () => void demo.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
