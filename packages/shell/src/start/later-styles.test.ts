import { describe, expect, it } from 'vitest';
import { applyLaterStyles } from './later-styles';

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

/**
 * A head out of the document: happy-dom answers an error at once to a stylesheet the document holds (it loads no CSS),
 * so only a detached one waits for the events the test sends.
 */
function page(head: string) {
  const container = document.createElement('div');
  container.innerHTML = head;
  const doc = { querySelector: (s: string) => container.querySelector(s), createElement: (t: string) => document.createElement(t) };
  return { doc: doc as unknown as Document, container };
}

describe('the stylesheet’s second part', () => {
  it('becomes a stylesheet after its preload, and the promise waits for it to load', async () => {
    const { doc, container } = page(
      '<link rel="stylesheet" data-oriel-css href="/assets/shell-a.css"><link rel="preload" as="style" data-oriel-css-later href="/assets/shell-later-b.css">',
    );
    const applied = applyLaterStyles(doc);
    const sheet = container.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href="/assets/shell-later-b.css"]')!;
    expect(sheet.previousElementSibling?.hasAttribute('data-oriel-css-later')).toBe(true);
    expect(await settledYet(applied)).toBe(false);
    sheet.dispatchEvent(new Event('load'));
    expect(await settledYet(applied)).toBe(true);
  });

  it('a sheet that fails to load does not hold the page', async () => {
    const { doc, container } = page('<link rel="preload" as="style" data-oriel-css-later href="/assets/shell-later-b.css">');
    const applied = applyLaterStyles(doc);
    expect(await settledYet(applied)).toBe(false);
    container.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    expect(await settledYet(applied)).toBe(true);
  });

  it('without a preload (the dev server adopts both parts itself) there is nothing to wait for', async () => {
    const { doc, container } = page('<link rel="stylesheet" data-oriel-css href="/assets/shell-a.css">');
    expect(await settledYet(applyLaterStyles(doc))).toBe(true);
    expect(container.querySelectorAll('link')).toHaveLength(1);
  });
});
