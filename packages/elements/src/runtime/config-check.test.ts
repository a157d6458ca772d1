import { describe, expect, it } from 'vitest';
import { cardsAttributesSchema } from '../cards/cards.schema';
import { scheduleAttributesSchema } from '../schedule/schedule.schema';
import { invalidReason } from '../doctor/invalid-reason';
import { checkAttributes } from './config-check';

describe('checkAttributes: what an element makes of its data-attributes', () => {
  it('gives the props of valid attributes, and no problem', () => {
    const checked = checkAttributes(cardsAttributesSchema, { kind: 'availabilities', 'page-size': '4' });
    expect(checked).toMatchObject({ ok: true, problem: null, output: { kind: 'availabilities', 'page-size': 4 } });
  });

  it('refuses a value out of range, naming the attribute in the console warning and the doctor its reason', () => {
    const checked = checkAttributes(cardsAttributesSchema, { kind: 'availabilities', 'page-size': '500' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem.attribute).toBe('data-page-size');
    expect(checked.problem.message).toMatch(/^renders nothing: data-page-size: .*100.*500/);
    // Oriel.doctor() words the same reason the same way
    expect(checked.problem.message).toBe(`renders nothing: ${invalidReason(checked.reason)}.`);
  });

  it('names an unknown attribute whether the others are valid or not', () => {
    const valid = checkAttributes(scheduleAttributesSchema, { mode: 'week', colour: 'red' });
    expect(valid).toMatchObject({ ok: true, problem: { attribute: 'data-colour' } });
    expect(valid.problem?.message).toMatch(/^data-colour is not an attribute of this element; it reads .*data-mode/);
    const invalid = checkAttributes(scheduleAttributesSchema, { mode: 'weak', colour: 'red' });
    expect(invalid).toMatchObject({ ok: false, problem: { attribute: 'data-mode' } });
    expect(invalid.problem?.message).toMatch(/^renders nothing: data-mode: .*week.* data-colour is not an attribute/);
  });
});
