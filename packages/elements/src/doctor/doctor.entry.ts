/**
 * Oriel.doctor()'s chunk, loaded only when asked for (loader.ts): it looks at the page, the API and the loader's
 * observations, prints one line per check and returns them.
 */
import type { DoctorEnv, DoctorFinding, LoaderConfig } from '../loader-config';
import { publish } from '../runtime/publish';
import { POLICY_NAME, scriptTextState, setScriptText } from '../seo/trusted-script';
import { apiFinding, cspFindings, elementFindings, httpsFinding, loaderFinding, storageFinding, trustedTypesFinding, type ApiProbe } from './doctor.logic';

const usable = (get: () => Storage): boolean => {
  try {
    const s = get();
    s.setItem('oriel:doctor', '1');
    s.removeItem('oriel:doctor');
    return true;
  } catch {
    return false;
  }
};

/** A CORS request first; when the browser refuses its answer, an opaque one tells "answers but refuses" from "down". */
async function probeApi(api: string, violationsBefore: number, env: DoctorEnv): Promise<ApiProbe> {
  const url = `${api.replace(/\/$/, '')}/api/website`;
  try {
    return { kind: 'answered', status: (await fetch(url, { credentials: 'omit' })).status };
  } catch {
    const opaque = await fetch(url, { mode: 'no-cors', credentials: 'omit' }).then(
      () => true,
      () => false,
    );
    // a refusal event arrives after the failed call: give it a turn
    await new Promise((r) => setTimeout(r, 50));
    const csp = env.violations.slice(violationsBefore).some((v) => v.directive.startsWith('connect-src'));
    return opaque && !csp ? { kind: 'cors-refused' } : { kind: 'unreachable', csp };
  }
}

/** How a grid's JSON-LD fares under Trusted Types: what its chunk met, or a data block written here that nobody sees. */
function trustedTypes(grids: number): ReturnType<typeof scriptTextState> {
  const state = scriptTextState();
  if (grids && !state.outcome) setScriptText(document.createElement('script'), '{}');
  return state;
}

export async function doctor(config: LoaderConfig, env: DoctorEnv): Promise<DoctorFinding[]> {
  const invalid = Array.from(document.querySelectorAll('[data-oriel-invalid]'), (el) => ({
    tag: el.localName,
    reason: el.getAttribute('data-oriel-invalid') ?? '',
  }));
  const grids = document.querySelectorAll('oriel-cards[data-structured-data]').length;
  const findings = [
    loaderFinding(env.loaders),
    httpsFinding(location),
    storageFinding(
      usable(() => localStorage),
      usable(() => sessionStorage),
    ),
    apiFinding(config.api, await probeApi(config.api, env.violations.length, env)),
    ...cspFindings(env.violations, config.base, config.api),
    ...elementFindings(invalid, env.failedTags),
    ...trustedTypesFinding(grids, trustedTypes(grids), POLICY_NAME),
  ];
  const problems = findings.filter((f) => !f.ok);
  console.groupCollapsed(`[oriel] doctor: ${problems.length ? `${problems.length} problem${problems.length > 1 ? 's' : ''}` : 'all good'}`);
  for (const f of findings) (f.ok ? console.info : console.warn)(`${f.ok ? '✓' : '✗'} ${f.check}: ${f.message}`);
  console.groupEnd();
  return findings;
}

publish(import.meta.url, { doctor }, 'doctor');
