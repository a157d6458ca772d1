import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Preact listens to `change` only when `onchange` exists on the element (else to `Change`); browsers have
// these handler properties, happy-dom lacks some. Declare them so components behave as in a browser.
for (const name of ['onchange', 'oninput', 'oncancel', 'onclose', 'ontoggle']) {
  if (!(name in HTMLElement.prototype)) Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true });
}

afterEach(() => cleanup());
