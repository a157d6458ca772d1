import { parseOrigin } from './lib/origins';

/** What createApp and startServer take besides the database and the clock (docs/security.md). */
export interface AppOptions {
  /**
   * Mounts the demo-only routes: the outbox (GET /api/demo/outbox) and the payment simulator (/pay/*). Off unless asked;
   * optionsFromEnv never turns it on for a real database (DATABASE_URL) unless ORIEL_DEMO=1 says so.
   */
  demo?: boolean;
  /** The bearer token the outbox asks for. Demo mode without one gets a random token (startServer answers it). */
  demoAdminToken?: string;
  /**
   * Origins of the hosted shell and of pages embedding the widgets, on top of the website's own domain and its
   * embed_origins setting: a reset link goes back to one of these, never to whichever Origin asked.
   */
  storefrontOrigins?: string[];
  /** Behind one reverse proxy: the client address is the last X-Forwarded-For hop, not the socket's (which is the proxy). */
  trustProxy?: boolean;
  /**
   * The bearer token GET /metrics asks for. Without one, /metrics is open in demo mode and does not exist otherwise:
   * the counts tell a competitor the organiser's sales.
   */
  metricsToken?: string;
}

type Env = Record<string, string | undefined>;

/**
 * ORIEL_DEMO (1 or 0), ORIEL_DEMO_ADMIN_TOKEN, ORIEL_METRICS_TOKEN, ORIEL_STOREFRONT_ORIGINS (comma list) and
 * ORIEL_TRUST_PROXY (1).
 * Without ORIEL_DEMO, demo mode follows demoByDefault, except with DATABASE_URL: a real database may hold real
 * customers, whose mails the outbox would hand out.
 */
export function optionsFromEnv(env: Env, { demoByDefault }: { demoByDefault: boolean }): AppOptions {
  const demo = env.ORIEL_DEMO === '1' ? true : env.ORIEL_DEMO === '0' ? false : demoByDefault && !env.DATABASE_URL;
  const storefrontOrigins = (env.ORIEL_STOREFRONT_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((value) => {
      const origin = parseOrigin(value);
      if (!origin) throw new Error(`ORIEL_STOREFRONT_ORIGINS: not an http(s) origin: ${value}`);
      return origin;
    });
  // A guessable token would open everyone's reset links to whoever guesses it.
  if (env.ORIEL_DEMO_ADMIN_TOKEN !== undefined && env.ORIEL_DEMO_ADMIN_TOKEN.length < 16) throw new Error('ORIEL_DEMO_ADMIN_TOKEN: use at least 16 characters');
  if (env.ORIEL_METRICS_TOKEN !== undefined && env.ORIEL_METRICS_TOKEN.length < 16) throw new Error('ORIEL_METRICS_TOKEN: use at least 16 characters');
  return {
    demo,
    ...(env.ORIEL_DEMO_ADMIN_TOKEN ? { demoAdminToken: env.ORIEL_DEMO_ADMIN_TOKEN } : {}),
    ...(env.ORIEL_METRICS_TOKEN ? { metricsToken: env.ORIEL_METRICS_TOKEN } : {}),
    storefrontOrigins,
    trustProxy: env.ORIEL_TRUST_PROXY === '1',
  };
}
