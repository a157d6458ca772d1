// Test support for this group (not exported): one screen rendered by path over fake account routes.
import { act } from '@testing-library/preact';
import type { AccountQuery } from '../account-context';
import { memoryNav, renderAccount } from '../account.test-utils';
import type { FakeRoutes } from '../../testing/test-runtime';
import Screens from './lists.screens';

/** Renders the screen of `path` (as the area would) for the signed-in customer of accountSession. */
export async function renderScreen(path: string, routes: FakeRoutes = {}, options: { query?: AccountQuery; session?: Record<string, unknown> } = {}) {
  const { nav, moves } = memoryNav(path, options.query);
  const view = nav.view;
  if (!view) throw new Error(`no screen at ${path}`);
  const rendered = await renderAccount(<Screens view={view} />, { routes, nav, session: options.session });
  return { ...rendered, moves };
}

/** Toast messages shown so far. */
export const toastTexts = (runtime: { toasts: { all: { value: readonly { message: string; type: string }[] } } }) =>
  runtime.toasts.all.value.map((x) => `${x.type}: ${x.message}`);

/** The text of each row of a table body, cell by cell. */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** Header cells of a table. */
export function tableHeaders(table: HTMLElement): string[] {
  return [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
}

/** An element's text with every kind of space (money and dates use narrow no-break ones) as one plain space. */
export const plain = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The value (dd) beside a term (dt) of a detail's data list, as plain text; null when the term is not shown. */
export function field(term: string, root: ParentNode = document): string | null {
  const dt = [...root.querySelectorAll('dt')].find((x) => x.textContent === term);
  return dt ? plain(dt.nextElementSibling) : null;
}

/** How many times `method path` was called. */
export function callCount(fetch: { mock: { calls: unknown[][] } }, method: string, path: string): number {
  return fetch.mock.calls.filter(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const m = input instanceof Request ? input.method : ((init as RequestInit | undefined)?.method ?? 'GET');
    return url.pathname === path && m === method;
  }).length;
}

/** The badges beside a screen's (or a row's) title, as plain text. */
export function badgesOf(root: ParentNode = document): string[] {
  const head = root.querySelector('.o-account-screen-head');
  return head ? [...head.querySelectorAll('.badge')].map(plain) : [];
}

/** Picks an option of a select (fireEvent.change does not reach a select's listener under happy-dom). */
export function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
