import { describe, expect, it } from 'vitest';
import { hashKey, matchesKey, sameKey } from './query-key';

describe('query keys: arrays of segments', () => {
  it('a prefix matches whole leading segments, never the start of a string', () => {
    const key = ['account', 'registrations', 'c1'];
    expect(matchesKey(key, ['account'])).toBe(true);
    expect(matchesKey(key, ['account', 'registrations'])).toBe(true);
    expect(matchesKey(key, key)).toBe(true);
    expect(matchesKey(key, [])).toBe(true);
    expect(matchesKey(key, ['account', 'reg'])).toBe(false);
    expect(matchesKey(key, ['acc'])).toBe(false);
    expect(matchesKey(key, ['registrations'])).toBe(false);
    expect(matchesKey(['account'], ['account', 'registrations'])).toBe(false);
  });

  it('a segment is compared by value and type: 1 is not "1", an object is the same whatever the order of its keys', () => {
    expect(matchesKey(['resources', 'list', [1, 2]], ['resources', 'list', [1, 2]])).toBe(true);
    expect(matchesKey(['offers', 1], ['offers', '1'])).toBe(false);
    expect(matchesKey(['schedule', { a: 1, b: [2] }, 'x'], ['schedule', { b: [2], a: 1 }])).toBe(true);
    expect(matchesKey(['schedule', { a: 1, b: 2 }], ['schedule', { a: 1 }])).toBe(false);
  });

  it('hashes stably: parameters built in another order are the same query, other values another', () => {
    expect(hashKey(['schedule', { after: '2026-12-02', limit: 12 }])).toBe(hashKey(['schedule', { limit: 12, after: '2026-12-02' }]));
    expect(hashKey(['schedule', { nested: { b: 1, a: 2 } }])).toBe(hashKey(['schedule', { nested: { a: 2, b: 1 } }]));
    expect(sameKey(['a', 'b:c'], ['a:b', 'c'])).toBe(false);
    expect(sameKey(['a', 1], ['a', 2])).toBe(false);
    // a value with toJSON (a date) is its JSON, not an empty object: two dates are two queries
    expect(hashKey(['s', new Date(0)])).toBe(hashKey(['s', '1970-01-01T00:00:00.000Z']));
    expect(sameKey(['s', new Date(0)], ['s', new Date(1)])).toBe(false);
    // what JSON drops (an unset parameter) does not make another query
    expect(sameKey(['s', { a: 1, b: undefined }], ['s', { a: 1 }])).toBe(true);
  });
});
