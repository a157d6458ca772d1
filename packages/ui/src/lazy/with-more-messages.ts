import { loadMoreMessages } from '@oriel/core';

/**
 * A lazy part's load that also brings the catalogue's second part its screens show (a login form: core's
 * i18n/load.ts), so it first renders with its words in, never its keys.
 */
export function withMoreMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMoreMessages()]).then(([loaded]) => loaded);
}
