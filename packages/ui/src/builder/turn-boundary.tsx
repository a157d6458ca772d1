import { Component, useRef, type ReactNode } from 'react';
import { awaitLaterTurn, takingOver, type LaterTurn } from './takeover';

/**
 * Where an element waits for its turn in a server-rendered page's takeover (./takeover.ts). Above a component that
 * threw a promise, Preact's compat calls the nearest component with a `_childDidSuspend` method (Suspense's; `__c`
 * in Preact's published, mangled build). Suspense would detach the server's element and show a fallback; this one
 * leaves the element as it is, and renders over it when the turn comes.
 */
export class TurnBoundary extends Component<{ children: ReactNode }> {
  __c(turn: PromiseLike<unknown>) {
    void turn.then(() => this.forceUpdate());
  }
  override render() {
    return this.props.children;
  }
}

function Later({ ticket, children }: { ticket: LaterTurn; children: ReactNode }) {
  awaitLaterTurn(ticket);
  return children;
}

/**
 * A part of a section (one node: a card) that, over the server's markup, is rendered in a later task of its own
 * rather than with its section; elsewhere it renders at once.
 */
export function LaterPart({ ticket, children }: { ticket: LaterTurn; children: ReactNode }) {
  return (
    <TurnBoundary>
      <Later ticket={ticket}>{children}</Later>
    </TurnBoundary>
  );
}

/**
 * A part of the page's frame (the top bar, the header, the footer) that, over the server's markup, is rendered in a
 * task of its own rather than in the layout's first render, which would otherwise carry all of them at once. Its ticket
 * lives here, above the part that suspends, so it outlasts the suspended render.
 */
export function OwnTurn({ children }: { children: ReactNode }) {
  const ticket = useRef<LaterTurn>({ had: false });
  return <LaterPart ticket={ticket.current}>{children}</LaterPart>;
}

/** One turn a card key, whichever render builds the card's element; none is kept once the takeover is over. */
const cardTurns = new Map<string, LaterTurn>();

/**
 * A grid's card (CatalogPage's `card`): over a served page's markup, rendered over the server's card in a task of
 * its own after its section's: a page of cards rendered with their section would be the page's longest task.
 */
export function laterCard(key: string, card: ReactNode): ReactNode {
  if (!takingOver()) cardTurns.clear();
  let ticket = cardTurns.get(key);
  if (!ticket) cardTurns.set(key, (ticket = { had: false }));
  return <LaterPart ticket={ticket}>{card}</LaterPart>;
}
