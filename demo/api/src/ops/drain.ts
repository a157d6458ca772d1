import type { Server } from 'node:http';

/** How long a stop waits for the requests in flight, by default (ORIEL_SHUTDOWN_TIMEOUT_MS). */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How often a draining server closes the connections that have become idle (their request answered). */
const IDLE_SWEEP_MS = 50;

/**
 * Stops a server the way a load balancer expects: no new connection is accepted, every request in flight is let
 * finish, and each keep-alive connection is closed as soon as its request is answered. After `timeoutMs`, what is
 * still open is cut. Answers how many connections were cut (0: a clean drain).
 */
export function drain(server: Server, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<{ cut: number }> {
  return new Promise((resolve) => {
    let cut = 0;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.getConnections((_error, open) => {
        cut = open;
        server.closeAllConnections();
      });
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve({ cut });
    });
    server.closeIdleConnections();
  });
}

/** The drain's bound from the environment (ORIEL_SHUTDOWN_TIMEOUT_MS), else SHUTDOWN_TIMEOUT_MS. */
export function shutdownTimeout(env: Record<string, string | undefined>): number {
  const ms = Number(env.ORIEL_SHUTDOWN_TIMEOUT_MS);
  return Number.isInteger(ms) && ms >= 0 ? ms : SHUTDOWN_TIMEOUT_MS;
}
