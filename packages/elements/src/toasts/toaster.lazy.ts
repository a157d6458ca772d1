// The toast region's code and styles: a chunk of its own that a page fetches with its first toast, outside the
// shared runtime every widget loads (design §5: the runtime is at its cap).
export { Toaster, toastsCss } from '@oriel/ui';
