import { PREVIEW_MESSAGE, type PreviewOutMessage, type Signal } from '@oriel/core';
import { leavesPage, readPreviewMessage } from './preview.logic';
import { EMPTY_PREVIEW, type PreviewState } from './preview-store';

export interface PreviewChannelOptions {
  /** the configured admin console origin; null: nothing is accepted, nothing is posted */
  adminOrigin: string | null;
  /** what the page shows: set to an empty preview at once (preview mode on), then each draft */
  state: Signal<PreviewState | null>;
  /** the translated text of a refused draft */
  invalidText(path: string): string;
  /** a link was not followed: the visitor is told why (000 §8 'Navigation disabled in preview mode.') */
  onBlocked(): void;
  /** where answers go; default: the window framing the preview, else the one that opened it */
  peer?: Pick<Window, 'postMessage'> | null;
}

const TAGGED = '[data-builder-id]';

function elementOf(target: EventTarget | null): Element | null {
  return target && typeof (target as Element).closest === 'function' ? (target as Element) : null;
}

function tagOf(el: Element | null): { id: string | null; name: string | null } {
  const tagged = el?.closest(TAGGED);
  return { id: tagged?.getAttribute('data-builder-id') ?? null, name: tagged?.getAttribute('data-builder-name') ?? null };
}

/**
 * The shell's side of the live preview (docs/security.md "Live preview"): takes drafts from the admin origin only,
 * reports clicks and hovers on tagged elements, and keeps every link on the page. Returns the stop function.
 */
export function connectPreview(win: Window, { adminOrigin, state, invalidText, onBlocked, ...options }: PreviewChannelOptions): () => void {
  // the admin console frames the preview (or opened it); answers go to it and, by the target origin, to it only
  const peer = options.peer !== undefined ? options.peer : win.parent !== win ? win.parent : (win.opener as Window | null);
  const post = (message: PreviewOutMessage) => {
    // never '*': whatever page holds this window, the browser delivers only if it is the admin origin
    if (adminOrigin !== null && peer) peer.postMessage(message, adminOrigin);
  };

  const current = () => state.peek() ?? EMPTY_PREVIEW;
  state.value = current();

  const onMessage = (event: MessageEvent) => {
    const input = readPreviewMessage(event.origin, event.data, adminOrigin);
    if (input.kind === 'ignored') return;
    if (input.kind === 'rejected') {
      const message = invalidText(input.path);
      state.value = { ...current(), error: message };
      post({ type: PREVIEW_MESSAGE.error, code: 'INVALID_CONTENT', path: input.path, message });
      return;
    }
    state.value = { content: input.draft.content, hoveredId: input.draft.hoveredId, error: null };
    post({ type: PREVIEW_MESSAGE.applied, elements: input.draft.content.length });
  };

  // capture phase on the window: before the link's own handlers (client-side routing, the language memory)
  const onClick = (event: MouseEvent) => {
    const el = elementOf(event.target);
    if (event.type === 'click') {
      const tag = tagOf(el);
      if (tag.id !== null) post({ type: PREVIEW_MESSAGE.click, ...tag });
    }
    const anchor = el?.closest('a[href]');
    if (anchor && leavesPage(anchor.getAttribute('href') ?? '', win.location.href)) {
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click') onBlocked();
    }
  };

  const onOver = (event: MouseEvent) => {
    const tag = tagOf(elementOf(event.target));
    const now = current();
    if (tag.id === now.hoveredId) return;
    state.value = { ...now, hoveredId: tag.id };
    post({ type: PREVIEW_MESSAGE.hover, ...tag });
  };

  win.addEventListener('message', onMessage);
  win.addEventListener('click', onClick, true);
  win.addEventListener('auxclick', onClick, true);
  win.addEventListener('mouseover', onOver);
  post({ type: PREVIEW_MESSAGE.ready, path: win.location.pathname });
  return () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('auxclick', onClick, true);
    win.removeEventListener('mouseover', onOver);
  };
}
