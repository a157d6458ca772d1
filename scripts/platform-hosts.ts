import { resolveHostOrigin } from '../packages/core/src/links/hosts';

export interface PlatformHosts {
  /** the storefront proxy host visitors reach (000 §1): the origin the pages link to */
  storefrontProxy?: string;
  /** the image CDN host (000 §1) the API's images are served through */
  imageCdn?: string;
}

const NAMES = { storefrontProxy: 'ORIEL_STOREFRONT_PROXY', imageCdn: 'ORIEL_IMAGE_CDN' } as const;

/**
 * The two hosts of the platform configuration the shell adds to the API's and the admin console's (000 §1), from the
 * environment. Each is an http(s) origin with no path; a value that is not one (a script URL, a path, credentials) is
 * refused through `refuse`, never used; unset is undefined.
 */
export function platformHosts(env: Record<string, string | undefined>, refuse: (message: string) => void): PlatformHosts {
  const hosts: PlatformHosts = {};
  for (const [key, name] of Object.entries(NAMES) as [keyof PlatformHosts, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const origin = resolveHostOrigin(raw);
    if (origin === null) refuse(`${name} must be an http(s) origin with no path, e.g. ${name}=https://host.example.org`);
    else hosts[key] = origin;
  }
  return hosts;
}
