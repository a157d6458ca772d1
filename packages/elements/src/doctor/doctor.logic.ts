import type { DoctorEnv, DoctorFinding } from '../loader-config';
import { invalidReason } from './invalid-reason';

export { invalidReason };

// Oriel.doctor()'s judgements, apart from the page they read: each takes what was observed and says what it means.
// Messages are for the integrator reading the console, in English like the rest of the developer docs.

const ok = (check: string, message: string): DoctorFinding => ({ check, ok: true, message });
const problem = (check: string, message: string): DoctorFinding => ({ check, ok: false, message });

/** A loader included twice runs once (the second copy is ignored); two versions mean one of them is not used. */
export function loaderFinding(loaders: DoctorEnv['loaders']): DoctorFinding {
  const distinct = [...new Set(loaders)];
  if (loaders.length <= 1) return ok('loader', `oriel.js is included once (${loaders[0] ?? 'unknown'}).`);
  if (distinct.length > 1)
    return problem(
      'loader',
      `oriel.js is included ${loaders.length} times from different URLs (${distinct.join(', ')}): only the first one runs; remove the others.`,
    );
  return problem('loader', `oriel.js is included ${loaders.length} times (${distinct[0]}): harmless, but remove the extra <script>.`);
}

/** Sign-in and payment need a secure page; a developer's own machine counts as one. */
export function httpsFinding(location: Pick<Location, 'protocol' | 'hostname'>): DoctorFinding {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname) || location.hostname.endsWith('.localhost');
  if (location.protocol === 'https:' || local) return ok('https', 'The page is served over HTTPS (or from this machine).');
  return problem('https', `The page is served over ${location.protocol.replace(':', '')}: customers' passwords and payments need HTTPS.`);
}

export function storageFinding(local: boolean, session: boolean): DoctorFinding {
  if (local && session) return ok('storage', 'localStorage and sessionStorage are available.');
  return problem(
    'storage',
    `${[local ? '' : 'localStorage', session ? '' : 'sessionStorage'].filter(Boolean).join(' and ')} refused (private mode or a sandboxed frame): a customer stays signed in for this page only.`,
  );
}

/** How the API answered GET /api/website: with CORS, without (then blocked by the browser), or not at all. */
export type ApiProbe = { kind: 'answered'; status: number } | { kind: 'cors-refused' } | { kind: 'unreachable'; csp: boolean };

export function apiFinding(api: string, probe: ApiProbe): DoctorFinding {
  switch (probe.kind) {
    case 'answered':
      return probe.status < 400
        ? ok('api', `The API answers at ${api}.`)
        : problem('api', `${api}/api/website answered ${probe.status}: is data-api the API's base URL?`);
    case 'cors-refused':
      return problem(
        'api',
        `The API at ${api} answers but refuses this page's origin (${globalThis.location?.origin}): it must send Access-Control-Allow-Origin for it.`,
      );
    case 'unreachable':
      return probe.csp
        ? problem('api', `The page's Content-Security-Policy (connect-src) refuses calls to ${api}: add its origin.`)
        : problem('api', `The API at ${api} cannot be reached (wrong data-api, server down, or offline).`);
  }
}

/** The Content-Security-Policy refusals that concern the widgets: their scripts and styles, the API and its images. */
export function cspFindings(violations: DoctorEnv['violations'], base: string, api: string): DoctorFinding[] {
  const ours = violations.filter(
    (v) => v.blocked.startsWith(base) || v.blocked.startsWith(api) || (v.directive.startsWith('style-src') && v.blocked === 'inline'),
  );
  if (ours.length === 0) return [ok('csp', "The page's Content-Security-Policy refused nothing of Oriel's.")];
  return ours.map((v) =>
    problem(
      'csp',
      v.directive.startsWith('style-src')
        ? `The Content-Security-Policy refused Oriel's <style> (${v.directive}): give the loader the page's nonce (nonce or data-nonce on its <script>).`
        : `The Content-Security-Policy refused ${v.blocked} (${v.directive}): allow its origin there.`,
    ),
  );
}

/** Elements whose attributes failed their schema (their `data-oriel-invalid` says why) or whose chunk did not load. */
export function elementFindings(invalid: readonly { tag: string; reason: string }[], failedTags: readonly string[]): DoctorFinding[] {
  const found = [
    ...invalid.map(({ tag, reason }) => problem('attributes', `<${tag}> renders nothing: ${invalidReason(reason) || 'invalid data-attributes'}.`)),
    ...[...new Set(failedTags)].map((tag) => problem('chunks', `<${tag}>'s script failed to load; it is tried again when the network comes back.`)),
  ];
  return found.length ? found : [ok('attributes', 'Every Oriel element on the page has valid attributes.')];
}

/**
 * The JSON-LD of `<oriel-cards data-structured-data>` under Trusted Types (seo/trusted-script.ts): written through the
 * policy `oriel`, or refused by a page that requires Trusted Types without allowing it. No grid asking for it: no check.
 */
export function trustedTypesFinding(grids: number, state: { outcome?: 'plain' | 'policy' | 'blocked'; refused?: boolean }, policy: string): DoctorFinding[] {
  if (grids === 0) return [];
  if (state.outcome === 'blocked')
    return [
      problem(
        'trusted-types',
        state.refused
          ? `The page requires Trusted Types for scripts (require-trusted-types-for 'script') and its trusted-types directive does not allow Oriel's policy: add ${policy} to it (trusted-types … ${policy}), or no JSON-LD is written for <oriel-cards data-structured-data>.`
          : `The page requires Trusted Types for scripts and refused the JSON-LD of <oriel-cards data-structured-data>, even through Oriel's policy ${policy}.`,
      ),
    ];
  if (state.outcome === 'policy') return [ok('trusted-types', `The JSON-LD is written through the Trusted Types policy ${policy}.`)];
  return [ok('trusted-types', 'The JSON-LD is written (the page requires no Trusted Types).')];
}
