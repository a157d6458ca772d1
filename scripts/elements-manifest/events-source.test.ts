import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORIEL_EVENTS } from '../../packages/core/src/events/events';
import { EVENTS_SOURCE, eventModels } from './events-source';

const root = new URL('../../', import.meta.url);

describe('the events read from core’s events.ts', () => {
  const events = eventModels(readFileSync(new URL(EVENTS_SOURCE, root), 'utf8'));

  it('are every event of ORIEL_EVENTS, with its dispatch, in the map’s order', () => {
    expect(events.map((e) => e.name)).toEqual(Object.keys(ORIEL_EVENTS).map((name) => `oriel:${name}`));
    expect(events.find((e) => e.name === 'oriel:checkout-start')).toMatchObject({ target: 'element', tags: ['oriel-checkout'], bubbles: true, composed: true });
  });

  it('publish each detail on one line, the type parameters under their published names, and each comment as the "when"', () => {
    const byName = Object.fromEntries(events.map((e) => [e.name, e]));
    expect(byName['oriel:ready']!.detail).toBe('{ tag: OrielTag } | { tags: readonly OrielTag[] }');
    expect(byName['oriel:add-to-cart']!.detail).toMatch(
      /^\(\{ availability: string \} \| .* \| \{ booking: string; start_at: string \}\) & \{ quantity: number \}$/,
    );
    expect(byName['oriel:error']!.detail).toContain('element: Element;');
    expect(byName['oriel:cart-change']!.when).toBe('the number of items in the cart changed (after the `oriel:add-to-cart` of an add)');
  });

  it('refuse an event without a comment, a type parameter the published types do not name, an event ORIEL_EVENTS lacks', () => {
    expect(() => eventModels('export interface OrielEventMap { login: Record<string, never> }')).toThrow(/oriel:login has no comment/);
    expect(() => eventModels('export interface OrielEventMap<Other = unknown> {\n  /** signed in */\n  login: Other;\n}')).toThrow(
      /Other has no published name/,
    );
    expect(() => eventModels('export interface OrielEventMap {\n  /** paid */\n  paid: { cart: string };\n}')).toThrow(/oriel:paid is not in ORIEL_EVENTS/);
    expect(() => eventModels('export interface Other {}')).toThrow(/no interface OrielEventMap/);
  });
});
