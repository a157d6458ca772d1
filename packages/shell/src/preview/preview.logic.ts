import * as v from 'valibot';
import { isUntypedDraft, issueKeys, previewContentMessageSchema, previewDraftMessageSchema, previewEnvelopeSchema, type PageElement } from '@oriel/core';

// Pure rules of the live preview: which messages count, which clicks would leave the page.

/** What the admin console sent, once checked. */
export interface PreviewDraft {
  content: PageElement[];
  /** the element hovered in the admin console: outlined in the preview */
  hoveredId: string | null;
}

export type PreviewInput =
  /** not for us: another origin, or not a preview message */
  | { kind: 'ignored' }
  /** from the admin console, but not a valid draft: `path` says where */
  | { kind: 'rejected'; path: string }
  | { kind: 'draft'; draft: PreviewDraft };

const IGNORED: PreviewInput = { kind: 'ignored' };

/**
 * One `message` event, judged (000 §5). The origin check comes first and is exact: the browser sets
 * `event.origin`, a page cannot forge it, and nothing from elsewhere is even parsed. A draft comes in the spec's
 * shape (content[] plus an optional hovered{id}) or in the typed envelope the demo console sends.
 */
export function readPreviewMessage(origin: string, data: unknown, adminOrigin: string | null): PreviewInput {
  if (adminOrigin === null || origin !== adminOrigin) return IGNORED;
  const untyped = isUntypedDraft(data);
  if (!untyped && !v.is(previewEnvelopeSchema, data)) return IGNORED;
  let parsed: v.SafeParseResult<typeof previewContentMessageSchema | typeof previewDraftMessageSchema>;
  try {
    parsed = v.safeParse(untyped ? previewDraftMessageSchema : previewContentMessageSchema, data);
  } catch {
    // a tree too deep for the parser's stack: refused like any other bad draft
    return { kind: 'rejected', path: 'content' };
  }
  if (!parsed.success) return { kind: 'rejected', path: issuePath(issueKeys(parsed.issues[0])) };
  const hovered = parsed.output.hovered;
  return { kind: 'draft', draft: { content: parsed.output.content, hoveredId: hovered ? String(hovered.id) : null } };
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join('.') : '(message)';
}

/**
 * Whether following `href` from `here` leaves the page shown: another page, another language, another site.
 * Only an anchor on this very page stays (the skip link, a table of contents).
 */
export function leavesPage(href: string, here: string): boolean {
  let url: URL;
  let current: URL;
  try {
    current = new URL(here);
    url = new URL(href, current);
  } catch {
    return true;
  }
  const samePage = url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;
  return !(samePage && url.hash !== '');
}
