/**
 * Whether a server takes traffic: `starting` until its setup is done (migrations, the render bundle loaded), `ready`,
 * then `draining` from the stop signal on. /readyz answers 503 in any state but ready; /healthz answers 200 in all.
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly state: ReadinessState;
  set(state: ReadinessState): void;
}

export function readiness(initial: ReadinessState = 'starting'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    set(next) {
      // draining is final: a stop is never undone by a late end of setup
      if (state !== 'draining') state = next;
    },
  };
}
