import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { errorBody } from '../lib/errors';
import { ACTIVITIES, ARTICLES } from '../seed/content';

const SHAPES = ['circle', 'triangle', 'square', 'star', 'wave', 'hexagon'] as const;
type Shape = (typeof SHAPES)[number];

/** Colour and shape per image name: the activity's own when known, else derived from a hash of the name. */
function styleOf(name: string): { color: string; shape: Shape; seed: number } {
  const digest = createHash('sha256').update(name).digest();
  const seed = digest.readUInt32BE(0);
  const activity = ACTIVITIES.find((a) => name === `activity-${a.key}` || name === `activity-${a.key}-2`);
  const article = ARTICLES.find((a) => name === `article-${a.slug}`);
  const known = activity ?? article;
  if (known) return { color: known.color, shape: name.endsWith('-2') ? SHAPES[(SHAPES.indexOf(known.shape) + 2) % 6]! : known.shape, seed };
  return { color: `hsl(${seed % 360} 55% 50%)`, shape: SHAPES[seed % SHAPES.length]!, seed };
}

function shapeSvg(shape: Shape, fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="400" cy="300" r="150" fill="${fill}"/>`;
    case 'triangle':
      return `<polygon points="400,130 570,440 230,440" fill="${fill}"/>`;
    case 'square':
      return `<rect x="270" y="170" width="260" height="260" rx="24" fill="${fill}"/>`;
    case 'star':
      return `<polygon points="400,120 445,250 580,250 470,330 510,460 400,380 290,460 330,330 220,250 355,250" fill="${fill}"/>`;
    case 'wave':
      return `<path d="M0 360 Q 200 260 400 360 T 800 360 V 600 H 0 Z" fill="${fill}"/><circle cx="600" cy="180" r="70" fill="${fill}"/>`;
    case 'hexagon':
      return `<polygon points="400,140 540,220 540,380 400,460 260,380 260,220" fill="${fill}"/>`;
  }
}

/** A deterministic 800x600 illustration, so the demo has images without shipping binary assets. */
export function illustration(name: string): string {
  const { color, shape, seed } = styleOf(name);
  const dots = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed >>> (i * 3)) % 760) + 20;
    const y = (((seed >>> (i * 2 + 1)) * 7) % 560) + 20;
    return `<circle cx="${x}" cy="${y}" r="${8 + (i % 3) * 6}" fill="#ffffff" opacity="0.35"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${name}">` +
    `<rect width="800" height="600" fill="${color}"/><rect width="800" height="600" fill="#000000" opacity="0.08"/>` +
    `${dots}${shapeSvg(shape, '#ffffff')}</svg>`
  );
}

export function mediaRoutes() {
  const app = new Hono();
  app.get('/:file', (c) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!match) return c.json(errorBody('NOT_FOUND', 'Unknown media'), 404);
    return c.body(illustration(match[1]!), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Same name, same picture: safe to cache for a day everywhere.
      'Cache-Control': 'public, max-age=86400, immutable',
    });
  });
  return app;
}
