import { describe, expect, it } from 'vitest';
import { filterPatch, filtersPatch, knownFilterIds, readFilters, readPaging, readSort, sortOptions, toggleInList } from './catalog-query.logic';

const q = (s: string) => new URLSearchParams(s);

describe('catalog query string (000 §2, §5, §9)', () => {
  it('keeps only known filter ids, category-{cuid} included', () => {
    expect(knownFilterIds(['search', 'bogus', 'category-grp', 'category-', 'age', 'search'])).toEqual(['search', 'category-grp', 'age']);
  });
  it('reads the grid filters typed as the API expects them, ignoring filters the grid does not offer', () => {
    const query = q('search=%20tennis%20&weekday=1,3&location=a,b&age=7&category-grp=c1&date=2026-11-25&page_number=2');
    expect(readFilters(query, ['search', 'weekday', 'location', 'age', 'category-grp'])).toEqual({
      search: 'tennis',
      weekday: [1, 3],
      location: ['a', 'b'],
      age: 7,
      'category-grp': ['c1'],
    });
  });
  it('drops only the malformed value of a hand-edited URL', () => {
    expect(readFilters(q('weekday=9&search=yoga&age=-1'), ['weekday', 'search', 'age'])).toEqual({ search: 'yoga' });
  });
  it('reads page_number and page_size with their defaults', () => {
    expect(readPaging(q(''), 12)).toEqual({ page_number: 1, page_size: 12 });
    expect(readPaging(q('page_number=3&page_size=5'), 12)).toEqual({ page_number: 3, page_size: 5 });
    expect(readPaging(q('page_number=x&page_size=500'), 12)).toEqual({ page_number: 1, page_size: 100 });
  });
  it('offers the known sorts and reads the chosen one, else the first', () => {
    const options = sortOptions(['price', 'nope', '-start_at']);
    expect(options).toEqual(['price', '-start_at']);
    expect(readSort(q('sort=-start_at'), options)).toBe('-start_at');
    expect(readSort(q('sort=title'), options)).toBe('price');
    expect(readSort(q(''), [])).toBeUndefined();
  });
  it('a filter change resets the page; an emptied filter leaves the query string', () => {
    expect(filterPatch('search', ' yoga ')).toEqual({ search: 'yoga', page_number: null });
    expect(filterPatch('location', '')).toEqual({ location: null, page_number: null });
    expect(filtersPatch(['search', 'age'], { search: 'x' })).toEqual({ search: 'x', age: null, page_number: null });
    expect(toggleInList('a,b', 'a', false)).toBe('b');
    expect(toggleInList(undefined, 'c', true)).toBe('c');
  });
});
