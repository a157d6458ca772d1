/**
 * The catalogue's second part (core's i18n/load.ts) as the widgets' runtime loads it; the hosted shell, whose
 * catalogue comes whole, leaves the default. Set, not imported: the shell's build would otherwise split its
 * catalogue into the two parts' files (three requests instead of one).
 */
let loadMore: () => Promise<void> = () => Promise.resolve();

export function setMoreMessagesLoader(load: () => Promise<void>): void {
  loadMore = load;
}

/**
 * A lazy part's load that also brings the catalogue's second part its screens show (a login form), so it first
 * renders with its words in, never its keys. A failed fetch of that part (a network blip) does not fail the part:
 * `lazy` would keep the error and the whole widget would stay blank; its words then read as keys until a later ask.
 */
export function withMoreMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMore().catch(() => {})]).then(([loaded]) => loaded);
}

/** The second part for a view already on screen whose words it now needs (a drawer opened by a visitor who then signed in). */
export function moreMessages(): Promise<void> {
  return loadMore().catch(() => {});
}
