// The part of svelte/elements (Svelte 5) that @oriel/elements/svelte augments, as svelte declares it: any data-*
// on any element, and a catch-all for custom elements. The fixture checks the augmentation without installing svelte.
export interface HTMLAttributes<T extends EventTarget> {
  class?: string | null;
  id?: string | null;
  onclick?: ((event: MouseEvent & { currentTarget: T }) => void) | null;
  [key: `data-${string}`]: any;
}

export interface SvelteHTMLElements {
  div: HTMLAttributes<HTMLDivElement>;
  [name: string]: { [name: string]: any };
}
