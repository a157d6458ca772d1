import { describe, expect, it } from 'vitest';
import { accountAttributesSchema } from '../packages/elements/src/account/account.schema';
import { cardsAttributesSchema } from '../packages/elements/src/cards/cards.schema';
import { scheduleAttributesSchema } from '../packages/elements/src/schedule/schedule.schema';
import { scheduleDocs } from '../packages/elements/src/schedule/schedule.docs';
import { elementModel } from './elements-manifest/model';
import { replaceBlocks, tsType, valuesText } from './elements-manifest/render';
import { schemaAttributes } from './elements-manifest/schema-walk';

const byKey = (schema: Parameters<typeof schemaAttributes>[0]) => Object.fromEntries(schemaAttributes(schema).map((a) => [a.key, a]));

describe('schemaAttributes', () => {
  it('reads the schedule views the schema accepts, through its pipes and aliases', () => {
    const a = byKey(scheduleAttributesSchema);
    expect(a.mode).toMatchObject({ required: true, type: { kind: 'enum', values: ['week', 'list', 'resources', 'resources-day'] } });
    expect(a.layout).toMatchObject({ required: false, default: 'stacked' });
    expect(a.start_hour).toMatchObject({ type: { kind: 'number', nullable: true }, default: null });
  });

  it('merges a union of grids: the discriminator takes every value, other keys say which kinds read them', () => {
    const a = byKey(cardsAttributesSchema);
    expect(a.kind).toMatchObject({ required: true, type: { values: ['availabilities', 'activities', 'bundles', 'memberships', 'vouchers'] } });
    expect(a.kind!.appliesTo).toBeUndefined();
    expect(a.ids!.appliesTo).toEqual(['bundles', 'memberships', 'vouchers']);
    // the availabilities branch narrows the status list to known values
    expect(a.status!.type).toEqual({ kind: 'list', of: { kind: 'enum', values: ['OPEN', 'CLOSED', 'OVERLAP', 'FULL'] } });
    expect(valuesText(a['page-size']!.type)).toBe('1 to 100');
    expect(valuesText(a.columns!.type)).toBe('a positive integer');
  });

  it('reads an enum piped into a transform by its input', () => {
    const a = byKey(accountAttributesSchema);
    expect(a['heading-level']).toMatchObject({ default: 2, type: { kind: 'enum', values: ['1', '2'] } });
    expect(tsType(a['heading-level']!.type)).toBe("'1' | '2' | 1 | 2");
  });
});

describe('elementModel', () => {
  it('fails on a schema key without a description and on a description of no key', () => {
    const { filters: _, ...missing } = scheduleDocs.attributes;
    expect(() => elementModel(scheduleAttributesSchema, { ...scheduleDocs, attributes: missing }, [])).toThrow(/without a description.*filters/);
    const extra = { ...scheduleDocs.attributes, colour: { description: 'x' } };
    expect(() => elementModel(scheduleAttributesSchema, { ...scheduleDocs, attributes: extra }, [])).toThrow(/does not read: colour/);
  });

  it('names attributes as written, with their alias and default', () => {
    const m = elementModel(scheduleAttributesSchema, scheduleDocs, []);
    expect(m.attributes.find((a) => a.name === 'data-start-hour')).toMatchObject({ default: '', defaultText: 'empty' });
    expect(m.attributes.find((a) => a.name === 'data-status')).toMatchObject({ default: 'OPEN', defaultText: '`OPEN`' });
  });
});

describe('replaceBlocks', () => {
  it('replaces a generated block and keeps the rest', () => {
    const md = 'a\n<!-- generated:x -->\nold\n<!-- /generated -->\nb\n';
    expect(replaceBlocks(md, { x: 'new' })).toBe('a\n<!-- generated:x -->\nnew\n<!-- /generated -->\nb\n');
  });

  it('fails when a block is missing', () => {
    expect(() => replaceBlocks('a', { x: 'new' })).toThrow(/generated:x/);
  });
});
