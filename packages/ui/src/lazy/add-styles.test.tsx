import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStyles, useStyles } from './add-styles';

const hosts: HTMLElement[] = [];
function shadow(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  return host.attachShadow({ mode: 'open' });
}
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

const texts = (root: ShadowRoot) => root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join(''));

describe('addStyles', () => {
  it("adds a part's sheet after the widget's own, once however often its part mounts", () => {
    const root = shadow();
    const own = new CSSStyleSheet();
    own.replaceSync('.a { color: red; }');
    root.adoptedStyleSheets = [own];
    const node = document.createElement('p');
    root.append(node);
    addStyles(node, '.b { color: blue; }');
    addStyles(node, '.b { color: blue; }');
    expect(texts(root)).toEqual([expect.stringContaining('.a'), expect.stringContaining('.b')]);
  });

  it('adds nothing outside a shadow root: the hosted shell links its whole stylesheet', () => {
    const node = document.createElement('p');
    document.body.append(node);
    const before = document.adoptedStyleSheets.length;
    addStyles(node, '.c { color: green; }');
    expect(document.adoptedStyleSheets.length).toBe(before);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    node.remove();
  });

  it('a component adds its sheet when it mounts in a shadow root, before anything paints', () => {
    function Part() {
      return <p ref={useStyles('.d { color: black; }')}>part</p>;
    }
    const root = shadow();
    const mount = document.createElement('div');
    root.append(mount);
    render(<Part />, { container: mount as HTMLElement });
    expect(texts(root)).toEqual([expect.stringContaining('.d')]);
  });

  it('without constructable stylesheets, a <style> element, once', () => {
    const root = shadow();
    const node = document.createElement('p');
    root.append(node);
    const Sheet = globalThis.CSSStyleSheet;
    // a text never adopted before: its sheet is built now, and fails like an old browser's
    (globalThis as { CSSStyleSheet: unknown }).CSSStyleSheet = class {
      constructor() {
        throw new TypeError('Illegal constructor');
      }
    };
    try {
      addStyles(node, '.e { color: white; }');
      addStyles(node, '.e { color: white; }');
    } finally {
      globalThis.CSSStyleSheet = Sheet;
    }
    expect([...root.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.e { color: white; }']);
  });
});
