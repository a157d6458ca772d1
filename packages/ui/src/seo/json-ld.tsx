import { jsonLdDocument, scriptSafeJsonLd, type JsonLd } from './json-ld.logic';

/**
 * A JSON-LD data block in the page (server render and client alike). A `type="application/ld+json"` script is data,
 * never executed, so the shell's Content-Security-Policy (no inline script) does not apply to it.
 */
export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] | null | undefined }) {
  if (!data || (Array.isArray(data) && data.length === 0)) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJsonLd(jsonLdDocument(data)) }} />;
}
