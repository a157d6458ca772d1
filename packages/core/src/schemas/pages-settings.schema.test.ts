import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parsePagesSettings } from './pages-settings.schema';
import { websiteSchema } from './website.schema';

describe('pages_settings (000 §2 catalog page setting)', () => {
  it('reads statuses and include_started', () => {
    expect(parsePagesSettings({ status: ['OPEN', 'FULL'], include_started: true })).toEqual({ status: ['OPEN', 'FULL'], include_started: true });
    expect(parsePagesSettings({ status: 'open, FULL', include_started: 'false' })).toEqual({ status: ['OPEN', 'FULL'], include_started: false });
  });

  it('unset is the defaults: the section status and no time bound', () => {
    expect(parsePagesSettings({})).toEqual({ status: null, include_started: null });
    expect(parsePagesSettings(undefined)).toEqual({ status: null, include_started: null });
  });

  it('bad values fall back field by field, never throw', () => {
    expect(parsePagesSettings({ status: ['OPEN', 'WHATEVER', 3], include_started: true })).toEqual({ status: null, include_started: true });
    expect(parsePagesSettings({ status: ['WHATEVER', 'FULL'], include_started: 'maybe' })).toEqual({ status: ['FULL'], include_started: null });
    expect(parsePagesSettings({ status: { a: 1 }, include_started: [] })).toEqual({ status: null, include_started: null });
    for (const bad of [null, 'x', 42, [], true]) expect(parsePagesSettings(bad)).toEqual({ status: null, include_started: null });
  });

  it('a website with broken pages_settings still parses', () => {
    const base = { id: 1, organiser: { name: 'Club' } };
    expect(v.parse(websiteSchema, base).pages_settings).toEqual({ status: null, include_started: null });
    expect(v.parse(websiteSchema, { ...base, pages_settings: 'nonsense' }).pages_settings).toEqual({ status: null, include_started: null });
    expect(v.parse(websiteSchema, { ...base, pages_settings: { status: 'FULL', include_started: 1 } }).pages_settings).toEqual({
      status: ['FULL'],
      include_started: null,
    });
  });
});
