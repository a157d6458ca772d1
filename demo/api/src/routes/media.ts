import { Hono } from 'hono';
import { errorBody } from '../lib/errors';
import { MEDIA } from '../lib/media';

/** GET /media/{name}.svg: one of the drawn illustrations, or 404; nothing is read from disk per request. */
export function mediaRoutes() {
  const app = new Hono();
  app.get('/:file', (c) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    const svg = match ? MEDIA.get(match[1]!) : undefined;
    if (svg === undefined) return c.json(errorBody('NOT_FOUND', 'Unknown media'), 404);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Same name, same picture: safe to cache for a day everywhere.
      'Cache-Control': 'public, max-age=86400, immutable',
    });
  });
  return app;
}
