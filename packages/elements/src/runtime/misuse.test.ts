import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsAttributesSchema } from '../cards/cards.schema';
import { accountAttributesSchema } from '../account/account.schema';
import { scheduleAttributesSchema } from '../schedule/schedule.schema';
import { clearMisuse, knownAttributes, reportMisuse, unknownAttributes } from './misuse';

describe('misuse (issue 36)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("knows a grid's attributes by the kind asked, every kind's when none is named", () => {
    expect(knownAttributes(cardsAttributesSchema, { kind: 'bundles' })).toEqual([
      'ids',
      'columns',
      'properties',
      'filters',
      'kind',
      'filters-layout',
      'page-size',
    ]);
    expect(knownAttributes(cardsAttributesSchema, { kind: 'availabilities' })).not.toContain('ids');
    expect(knownAttributes(cardsAttributesSchema, {})).toEqual(expect.arrayContaining(['ids', 'status', 'page-size']));
    expect(knownAttributes(accountAttributesSchema, {})).toEqual(['view', 'tabs', 'heading-level', 'title']);
    // through a pipe: the schedule's object, its hour settings as the attributes spell them
    expect(knownAttributes(scheduleAttributesSchema, {})).toEqual(expect.arrayContaining(['mode', 'layout', 'start-hour', 'show-empty-groups']));
    expect(unknownAttributes(scheduleAttributesSchema, { mode: 'week', 'start-hour': '8', end_hour: '20' })).toEqual([]);
  });

  it('names an attribute the element does not read, with the ones it reads; link templates and its own markers pass', () => {
    expect(unknownAttributes(accountAttributesSchema, { view: 'home', tab: 'false', 'href-availability': '/s/{cuid}', 'oriel-drawn': '' })).toEqual([
      { attribute: 'data-tab', message: 'data-tab is not an attribute of this element; it reads data-view, data-tabs, data-heading-level, data-title.' },
    ]);
  });

  it('warns once per problem and element, with an oriel:error event from the element; a new problem is told again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.createElement('oriel-cards');
    document.body.append(el);
    const events: CustomEvent[] = [];
    document.addEventListener('oriel:error', (e) => events.push(e as CustomEvent), { once: false });
    const problem = { kind: 'config' as const, attribute: 'data-kind', message: 'renders nothing: data-kind: Invalid type.' };
    reportMisuse(el, problem);
    reportMisuse(el, problem);
    expect(warn.mock.calls).toEqual([['[oriel] <oriel-cards> renders nothing: data-kind: Invalid type.']]);
    expect(events.map((e) => [e.target, e.bubbles, e.composed, e.detail])).toEqual([[el, true, true, { ...problem, element: el, tag: 'oriel-cards' }]]);
    clearMisuse(el);
    reportMisuse(el, problem);
    expect(warn).toHaveBeenCalledTimes(2);
    el.remove();
  });
});
