import { createContext } from 'react';

/**
 * The page's title, for the heading block that repeats it: that block is the page's <h1> rather than a second heading
 * under a hidden one (WCAG 2.4.6). Null outside a website page.
 */
export const PageTitleContext = createContext<string | null>(null);

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLocaleLowerCase() === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Whether a heading block's text is the page's title. */
export const isPageTitle = (text: string, title: string | null): boolean => !!title && same(text, title);

/** Whether the element tree (as the API sent it) has a heading block that says the page's title. */
export function titleHeadingIn(elements: readonly unknown[], title: string): boolean {
  return elements.some((raw) => {
    if (!raw || typeof raw !== 'object') return false;
    const el = raw as { element?: unknown; settings?: { content?: unknown }; children?: unknown };
    if (el.element === 'heading' && typeof el.settings?.content === 'string' && isPageTitle(el.settings.content, title)) return true;
    return Array.isArray(el.children) && titleHeadingIn(el.children, title);
  });
}
