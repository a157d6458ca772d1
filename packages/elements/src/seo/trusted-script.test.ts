import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLICY_NAME, scriptTextState, setScriptText } from './trusted-script';

/** What a trusted script is here: a wrapper the enforcing script element below accepts, a plain string it refuses. */
class Trusted {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** A script element as Chromium treats it under `require-trusted-types-for 'script'`. */
function enforcingScript(): HTMLScriptElement {
  const script = document.createElement('script');
  Object.defineProperty(script, 'textContent', {
    set(value: unknown) {
      if (!(value instanceof Trusted)) throw new TypeError("This document requires 'TrustedScript' assignment.");
      Node.prototype.appendChild.call(this, document.createTextNode(value.text));
    },
    get() {
      return Array.from((this as Node).childNodes, (n) => n.textContent).join('');
    },
  });
  return script;
}

/** A `trustedTypes` factory whose page allows (or not) the policy names given. */
function factory(allowed: string[]) {
  const createPolicy = vi.fn((name: string, rules: { createScript(text: string): string }) => {
    if (!allowed.includes(name)) throw new TypeError(`Policy "${name}" disallowed.`);
    return { createScript: (text: string) => new Trusted(rules.createScript(text)) };
  });
  vi.stubGlobal('trustedTypes', { createPolicy });
  return createPolicy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('oriel.trustedScript')];
});

describe('setScriptText', () => {
  it('writes plain text where the browser has no Trusted Types', () => {
    const script = document.createElement('script');
    expect(setScriptText(script, '{"a":1}')).toBe(true);
    expect(script.textContent).toBe('{"a":1}');
    expect(scriptTextState().outcome).toBe('plain');
  });

  it('goes through one policy named oriel, created once for the page', () => {
    const create = factory([POLICY_NAME]);
    const first = enforcingScript();
    const second = enforcingScript();
    expect(setScriptText(first, '{"a":1}')).toBe(true);
    expect(setScriptText(second, '[2]')).toBe(true);
    expect([first.textContent, second.textContent]).toEqual(['{"a":1}', '[2]']);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toBe('oriel');
    expect(scriptTextState()).toMatchObject({ outcome: 'policy' });
  });

  it('lets JSON through its policy and nothing else', () => {
    factory([POLICY_NAME]);
    expect(setScriptText(enforcingScript(), 'alert(1)')).toBe(false);
  });

  it('a page that enforces Trusted Types without allowing oriel: nothing written, and not tried again', () => {
    const create = factory(['other']);
    const script = enforcingScript();
    expect(setScriptText(script, '{"a":1}')).toBe(false);
    expect(script.textContent).toBe('');
    expect(scriptTextState()).toMatchObject({ outcome: 'blocked', refused: true });
    expect(setScriptText(enforcingScript(), '{"a":1}')).toBe(false);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a page that lists policies without enforcing them still gets its JSON-LD', () => {
    factory(['other']);
    const script = document.createElement('script');
    expect(setScriptText(script, '{"a":1}')).toBe(true);
    expect(scriptTextState()).toMatchObject({ outcome: 'plain', refused: true });
  });
});
