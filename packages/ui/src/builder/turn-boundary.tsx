import { Component, type ReactNode } from 'react';
import { awaitLaterTurn, type LaterTurn } from './takeover';

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
