import { describe, expect, it } from 'vitest';
import { filterPatch, filtersPatch, knownFilterIds, readFilters, readPaging, readSort, sortOptions, toggleInList } from './catalog-query.logic';

const q = (s: string) => new URLSearchParams(s);
/** every grid's page parameter, reset by a filter change */
const firstPages = { page_number: null, activities_page_number: null, bundles_page_number: null, memberships_page_number: null, vouchers_page_number: null };

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
    expect(filterPatch('search', ' yoga ')).toEqual({
      search: 'yoga',
      page_number: null,
      activities_page_number: null,
      bundles_page_number: null,
      memberships_page_number: null,
      vouchers_page_number: null,
    });
    expect(filterPatch('location', '')).toEqual({ location: null, ...firstPages });
    expect(filtersPatch(['search', 'age'], { search: 'x' })).toEqual({ search: 'x', age: null, ...firstPages });
    expect(toggleInList('a,b', 'a', false)).toBe('b');
    expect(toggleInList(undefined, 'c', true)).toBe('c');
  });
});

describe('several grids on one page', () => {
  it('pages the availabilities grid with page_number and other kinds under their own names', async () => {
    const { pageParams, readPaging, filterPatch } = await import('./catalog-query.logic');
    expect(pageParams()).toEqual({ page: 'page_number', size: 'page_size' });
    expect(pageParams('bundles')).toEqual({ page: 'bundles_page_number', size: 'bundles_page_size' });
    const query = new URLSearchParams('page_number=3&bundles_page_number=2');
    expect(readPaging(query, 20).page_number).toBe(3);
    expect(readPaging(query, 20, 'bundles').page_number).toBe(2);
    expect(readPaging(query, 20, 'vouchers').page_number).toBe(1);
    // a filter change sends every grid back to its first page
    expect(filterPatch('search', 'tennis')).toMatchObject({ search: 'tennis', page_number: null, bundles_page_number: null, activities_page_number: null });
  });
});
