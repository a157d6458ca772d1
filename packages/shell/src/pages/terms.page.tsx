import { ROUTES } from '@oriel/core';
import { WebsitePage } from './home.page';

/**
 * /terms (000 §2, 001 §2): the general terms are one of the organiser's website pages, rendered from its
 * element tree; without such a page the API answers NOT_FOUND and the not-found page says so.
 */
export function TermsPage() {
  return <WebsitePage pathname={ROUTES.terms} />;
}
