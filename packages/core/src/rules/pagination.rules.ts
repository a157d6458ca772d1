import { PAGING } from './organiser-defaults';

export interface PagingInput {
  page_number?: number | string | null;
  page_size?: number | string | null;
}

export interface Paging {
  page_number: number;
  page_size: number;
}

function positiveInt(value: number | string | null | undefined, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return n != null && Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Query-string paging with the defaults (20 per page, page 1) and the contract's max page size. */
export function normalizePaging(input: PagingInput = {}, defaultSize: number = PAGING.pageSize): Paging {
  return {
    page_number: positiveInt(input.page_number, PAGING.pageNumber),
    page_size: Math.min(positiveInt(input.page_size, defaultSize), PAGING.maxPageSize),
  };
}

/** limit/offset for calls that take them. */
export function pageOffset(pageNumber: number, pageSize: number): number {
  return (Math.max(1, pageNumber) - 1) * pageSize;
}

export function pageToLimitOffset(p: Paging): { limit: number; offset: number } {
  return { limit: p.page_size, offset: pageOffset(p.page_number, p.page_size) };
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** 001 §9: next is disabled when the page is at or beyond total / size. */
export function isNextPageDisabled(pageNumber: number, total: number, pageSize: number): boolean {
  return pageSize <= 0 || pageNumber >= total / pageSize;
}

export function isPreviousPageDisabled(pageNumber: number): boolean {
  return pageNumber <= 1;
}

/** Filter changes send the visitor back to page 1 (000 §9). */
export function resetPageOnFilterChange<T extends { page_number?: unknown }>(query: T): T & { page_number: number } {
  return { ...query, page_number: PAGING.pageNumber };
}
