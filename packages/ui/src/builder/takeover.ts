/**
 * A server-rendered page taken over one section per task. Rendering the whole app over the server's markup is one
 * task of several hundred milliseconds on a phone (profile of the shell's /fr/cours, 4× CPU: 470–590 ms), which is
 * the page's total blocking time. While a takeover is open, each of the organiser's elements suspends on its first
 * render: Preact keeps the server's element in place, untouched (the same node, nothing removed or shifted), and the
 * element is rendered over it later, in a task of its own, in page order. A visitor who presses, types or moves the
 * focus before that has every waiting element rendered at once, before the event goes further.
 */

/** What an element waiting for its turn throws: settled when its turn comes. */
type Turn = Promise<void>;

const FLUSH_ON = ['pointerdown', 'keydown', 'focusin'] as const;

let open = false;
const waiting: Array<() => void> = [];

/** Opens a takeover: the elements rendered until `releaseTakeover` wait for their turn. */
export function openTakeover(): void {
  open = true;
}

/** Called by an element as it renders: throws its turn while a takeover is open, else nothing. */
export function awaitTurn(): void {
  if (!open) return;
  let settle!: () => void;
  const turn: Turn = new Promise<void>((resolve) => (settle = resolve));
  waiting.push(settle);
  throw turn;
}

/**
 * Closes the takeover (renders from now on are immediate) and gives the waiting elements their turn, one per task.
 * Resolves once every one has had it.
 */
export async function releaseTakeover(win: Window = window): Promise<void> {
  open = false;
  const flush = () => {
    for (const settle of waiting.splice(0)) settle();
  };
  for (const type of FLUSH_ON) win.addEventListener(type, flush, { capture: true });
  try {
    while (waiting.length > 0) {
      await new Promise((next) => win.setTimeout(next, 0));
      waiting.shift()?.();
    }
  } finally {
    for (const type of FLUSH_ON) win.removeEventListener(type, flush, { capture: true });
  }
  // the last one renders in a microtask after its turn
  await new Promise((next) => win.setTimeout(next, 0));
}
