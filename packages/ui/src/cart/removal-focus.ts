import { deepActiveElement, focusElement } from '../primitives/focus';

/**
 * After the item at `index` of `list` was deleted from within it (its delete button is gone, so focus fell to
 * <body>): focus the next item's first link or button (the previous one's at the end of the list), else the empty
 * state's heading in `scope`. A focus the visitor moved elsewhere meanwhile is kept. Not in primitives/, which the
 * widget build puts whole in the shared runtime (at its size cap): only the widgets that delete in place carry it.
 */
export function focusAfterRemoval(list: Element | null, index: number, scope: ParentNode | null | undefined): void {
  const active = deepActiveElement(document);
  if (active && active.tagName !== 'DIALOG') return;
  const row = list?.isConnected ? (list.children[index] ?? list.lastElementChild) : null;
  focusElement(row ? row.querySelector<HTMLElement>('a,button') : scope?.querySelector<HTMLElement>('.state>*'));
}
