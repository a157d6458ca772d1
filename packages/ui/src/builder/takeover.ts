/**
 * A server-rendered page taken over one section per task. Rendering the whole app over the server's markup is one
 * task of several hundred milliseconds on a phone (profile of the shell's /fr/cours, 4× CPU: 470–590 ms), which is
 * the page's total blocking time. While a takeover is open, each of the organiser's elements suspends on its first
 * render: Preact keeps the server's element in place, untouched (the same node, nothing removed or shifted), and the
 * element is rendered over it later, in a task of its own, in page order. Inside a section, a part that is itself
 * long to render (a grid's cards) may wait for later turns of its own (`awaitLaterTurn`), which come right after its
 * section's, before the next section's. A visitor who presses, types or moves the focus before that has every
 * waiting element rendered at once, before the event goes further.
 */

/** What an element waiting for its turn throws: settled when its turn comes. */
type Turn = Promise<void>;

const FLUSH_ON = ['pointerdown', 'keydown', 'focusin'] as const;

let open = false;
/** the turns are being given: a part rendered now over the server's markup may still wait for a turn of its own */
let releasing = false;
const waiting: Array<() => void> = [];
/** turns asked for while the current turn's element rendered: they come before the turns already waiting */
const nested: Array<() => void> = [];

/** A part of a section that waits for a later turn of its own, once (it then renders like any other part). */
export interface LaterTurn {
  had: boolean;
  turn?: Turn;
}

/** A server-rendered page is being taken over: its first render, or the turns that follow it. */
export function takingOver(): boolean {
  return open || releasing;
}

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
 * Called by a part of a section as it renders over the server's markup: throws its turn while the page is being
 * taken over and the part has not had one yet, else nothing. The part must render one node (the one Preact keeps).
 */
export function awaitLaterTurn(ticket: LaterTurn): void {
  if (ticket.had || !takingOver()) return;
  if (!ticket.turn) {
    let settle!: () => void;
    ticket.turn = new Promise<void>((resolve) => (settle = resolve));
    (releasing ? nested : waiting).push(() => {
      ticket.had = true;
      settle();
    });
  }
  throw ticket.turn;
}

/**
 * Closes the takeover (renders from now on are immediate, but for the later turns parts ask for) and gives the
 * waiting elements their turn, one per task. Resolves once every one has had it.
 */
export async function releaseTakeover(win: Window = window): Promise<void> {
  // only a takeover that was open gives later turns: a client-rendered page's parts never wait
  releasing = open;
  open = false;
  const flush = () => {
    releasing = false;
    for (const settle of [...nested.splice(0), ...waiting.splice(0)]) settle();
  };
  for (const type of FLUSH_ON) win.addEventListener(type, flush, { capture: true });
  try {
    // an element renders in a microtask after its turn, before the next turn's task
    for (;;) {
      await new Promise((next) => win.setTimeout(next, 0));
      waiting.unshift(...nested.splice(0));
      const next = waiting.shift();
      if (!next) break;
      next();
    }
  } finally {
    releasing = false;
    for (const type of FLUSH_ON) win.removeEventListener(type, flush, { capture: true });
  }
}
