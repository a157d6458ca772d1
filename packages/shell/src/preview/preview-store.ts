import { signal, type PageElement, type Signal } from '@oriel/core';
import { useSignalValue } from '@oriel/ui';

/** What the preview shows in place of the page's saved content. */
export interface PreviewState {
  /** the admin console's draft; null: none yet, the saved page shows */
  content: readonly PageElement[] | null;
  /** the element outlined: hovered in the admin console, or under the pointer here */
  hoveredId: string | null;
  /** the translated reason the last draft was refused (the previous content stays) */
  error: string | null;
}

export const EMPTY_PREVIEW: PreviewState = { content: null, hoveredId: null, error: null };

/**
 * The page's preview, null outside preview mode. One module-level signal rather than a context: a page holds one
 * shell, only startPreview (main.tsx, in the browser) sets it, and the entry every visitor loads stays free of it.
 */
export const previewState: Signal<PreviewState | null> = signal<PreviewState | null>(null);

/** The preview's state, or null outside preview mode. */
export function usePreviewState(): PreviewState | null {
  return useSignalValue(previewState);
}
