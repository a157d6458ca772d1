/**
 * The text of a JSON-LD data block under Trusted Types. Where a page's Content-Security-Policy says
 * `require-trusted-types-for 'script'`, Chromium refuses a plain string as any script element's text, a data block's
 * too: it goes through a policy named `oriel` (list it in the page's `trusted-types` directive), which lets JSON
 * through and nothing else. The policy and what happened are kept on the page under one global key, so the
 * structured-data chunk and Oriel.doctor() (each bundling this file) share one policy and one verdict.
 */

/** The policy's name, as a page's `trusted-types` directive must list it. */
export const POLICY_NAME = 'oriel';

interface Policy {
  createScript(text: string): unknown;
}

interface Factory {
  createPolicy(name: string, rules: { createScript(text: string): string }): Policy;
}

/**
 * What writing a data block met: `plain` (no Trusted Types enforced), `policy` (written through `oriel`), `blocked`
 * (enforced and refused: nothing is written). `refused`: the page's `trusted-types` directive does not allow `oriel`.
 */
export interface ScriptTextState {
  outcome?: 'plain' | 'policy' | 'blocked';
  refused?: boolean;
  policy?: Policy;
}

const KEY = Symbol.for('oriel.trustedScript');

/** The page's shared state (one per page, whichever chunk comes first). */
export const scriptTextState = (): ScriptTextState => ((globalThis as unknown as Record<symbol, ScriptTextState>)[KEY] ??= {});

/** JSON only: the policy never turns another text into a script. */
const jsonOnly = (text: string): string => (JSON.parse(text), text);

/**
 * Sets a data block's text (JSON), through the `oriel` policy when the browser has Trusted Types. Returns false when the page
 * enforces them and refuses the policy: then nothing is written, and later calls do not try again (each try is a
 * console error and a violation report).
 */
export function setScriptText(script: HTMLScriptElement, text: string): boolean {
  const state = scriptTextState();
  if (state.outcome === 'blocked') return false;
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  if (factory && !state.policy && !state.refused) {
    try {
      state.policy = factory.createPolicy(POLICY_NAME, { createScript: jsonOnly });
    } catch {
      state.refused = true;
    }
  }
  try {
    script.textContent = (state.policy ? state.policy.createScript(text) : text) as string;
    state.outcome = state.policy ? 'policy' : 'plain';
    return true;
  } catch {
    state.outcome = 'blocked';
    return false;
  }
}
