import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterRemoval } from './removal-focus';

afterEach(() => document.body.replaceChildren());

function list(n: number) {
  const scope = document.createElement('div');
  const ul = document.createElement('ul');
  for (let i = 0; i < n; i++) ul.insertAdjacentHTML('beforeend', `<li><a href="#${i}">item ${i}</a><button type="button">delete ${i}</button></li>`);
  scope.append(ul);
  document.body.append(scope);
  return { scope, ul };
}

describe('focus after an item is deleted in place', () => {
  it('goes to the next item, the item now at the deleted one’s place', () => {
    const { scope, ul } = list(3);
    ul.children[1]!.remove();
    focusAfterRemoval(ul, 1, scope);
    expect(document.activeElement?.textContent).toBe('item 2');
  });

  it('goes to the previous item when the last one was deleted', () => {
    const { scope, ul } = list(2);
    ul.children[1]!.remove();
    focusAfterRemoval(ul, 1, scope);
    expect(document.activeElement?.textContent).toBe('item 0');
  });

  it('goes to the empty state’s heading when none is left', () => {
    const { scope, ul } = list(1);
    ul.remove();
    scope.insertAdjacentHTML('beforeend', '<div class="state"><h3>Votre panier est vide</h3></div>');
    focusAfterRemoval(ul, 0, scope);
    expect(document.activeElement?.textContent).toBe('Votre panier est vide');
  });

  it('keeps a focus the visitor moved elsewhere meanwhile', () => {
    const { scope, ul } = list(2);
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    ul.children[0]!.remove();
    focusAfterRemoval(ul, 0, scope);
    expect(document.activeElement).toBe(elsewhere);
  });
});
