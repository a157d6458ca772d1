import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Preact listens to `change` only when `onchange` exists on the element (else to `Change`); browsers have
// these handler properties, happy-dom lacks some. Declare them so components behave as in a browser.
for (const name of ['onchange', 'oninput', 'oncancel', 'onclose', 'ontoggle']) {
  if (!(name in HTMLElement.prototype)) Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true });
}

// findBy/waitFor wait for a condition, sized for a machine whose two cores are busy (a lazily loaded chunk can take
// over a second there); a test passes as soon as its condition holds, so only a failure waits this long
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
