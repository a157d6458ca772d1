import { afterEach, describe, expect, it } from 'vitest';
import { returnFocus } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('returnFocus', () => {
  it('gives focus back to the invoker when it is still there', () => {
    document.body.innerHTML = '<h1>Stages</h1><div id="o-av-1"><button>Tennis</button></div>';
    const invoker = document.querySelector('button')!;
    returnFocus(invoker, document);
    expect(document.activeElement).toBe(invoker);
  });

  it('a re-render replaced the invoker (a grid refetched after signing in): the new one, found by its card’s id', () => {
    document.body.innerHTML = '<h1>Stages</h1><div id="o-av-1"><h3><button>Tennis</button></h3></div>';
    const invoker = document.querySelector('button')!;
    document
      .getElementById('o-av-1')!
      .replaceWith(Object.assign(document.createElement('div'), { id: 'o-av-1', innerHTML: '<h3><button>Tennis</button></h3>' }));
    expect(invoker.isConnected).toBe(false);
    returnFocus(invoker, document);
    expect(document.activeElement?.textContent).toBe('Tennis');
    expect(document.activeElement).not.toBe(invoker);
  });

  it('the invoker gone for good (its row deleted): the page’s first heading, never <body>', () => {
    // (happy-dom does not match :not(dialog *); the browser tests cover headings inside dialogs)
    document.body.innerHTML = '<h1>Stages</h1><ul><li><button>Supprimer</button></li></ul>';
    const invoker = document.querySelector('button')!;
    invoker.closest('li')!.remove();
    returnFocus(invoker, document);
    expect(document.activeElement?.textContent).toBe('Stages');
  });
});
