import { safeUrl } from '@oriel/core';

/**
 * data-* attributes without the prefix, keeping the spec's kebab-case setting names
 * (`data-items-properties` -> `items-properties`): the same lenient schema then reads a section's settings
 * from the page builder and an element's attributes.
 */
export function readDataAttributes(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attr of Array.from(el.attributes)) {
    if (attr.name.startsWith('data-')) out[attr.name.slice(5)] = attr.value;
  }
  return out;
}

/**
 * data-href-{route} templates given by the integrator (`data-href-availability="/stages/{cuid}"`). A template becomes
 * links and whole-page navigations, so it passes the one URL gate first (safeUrl, docs/security.md): one it refuses
 * (`javascript:`, `data:`) is left out, and that route opens in place as without a template. Kept as written, for its
 * placeholders.
 */
export function readHrefTemplates(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (!key.startsWith('href-') || !value || safeUrl(value, 'link') === null) continue;
    // href-account-registration -> accountRegistration (the RouteName)
    out[key.slice(5).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}
