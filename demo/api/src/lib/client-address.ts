import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Who is asking, for the per-client attempt limits: the TCP peer (Hono's node server puts the request in c.env). A
 * client chooses its own X-Forwarded-For, so that header only counts behind a proxy we run (trustProxy), and then only
 * its last hop, the one our proxy appended.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1]!;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}
