import { shellT, type OrielRuntime } from '@oriel/ui';
import { connectPreview } from './preview-channel';
import { readAdminOrigin } from './preview-config';
import { previewState } from './preview-store';

/**
 * The page's live preview (main.tsx, preview mode only: a chunk of its own, so visitors never load it): the admin
 * origin from configuration, the channel listening before the first render, writing the state the pages read.
 */
export function startPreview(win: Window, runtime: OrielRuntime, buildTimeAdminOrigin: string | undefined): () => void {
  const t = shellT(runtime);
  return connectPreview(win, {
    adminOrigin: readAdminOrigin(win.document, buildTimeAdminOrigin),
    state: previewState,
    invalidText: (path) => t('preview.invalid_content', { path }),
    onBlocked: () => runtime.toasts.error(t('preview.navigation_disabled')),
  });
}
