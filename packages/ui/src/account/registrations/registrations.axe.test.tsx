import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { AccountView } from '@oriel/core';
import { memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { cancelled, detailRoutes, paid, partial, partPaid, reviewed, withDocuments } from './registrations.fixtures';

// Structure rules only: happy-dom has no layout, so colour contrast is left to the browser tests.
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

async function show(view: AccountView, ...registrations: { cuid: string }[]) {
  return renderAccount(<Screens view={view} />, {
    routes: {
      ...detailRoutes(...registrations),
      // a second page, so the pagination bar is checked too
      'GET /api/account/registrations': { data: [paid, partPaid, cancelled], count: 23 },
      'POST /api/registrations/estimate': { data: { total_amount: 8000, previous_total_amount: 6000, difference: 2000 } },
    },
    nav: memoryNav(view).nav,
    // the area's own title is an h1 on the shell's pages: the screens then start at h2
    headingLevel: 1,
  });
}

describe('registrations screens accessibility (axe)', () => {
  it('the list', async () => {
    const { container } = await show({ view: 'registrations' });
    await screen.findByRole('list', { name: 'Mes inscriptions' });
    expect(await violations(container)).toEqual([]);
  });

  it('the detail: data list, description, payment, documents, actions', async () => {
    const { container } = await show({ view: 'registration', cuid: partPaid.cuid }, partPaid);
    await screen.findByRole('button', { name: 'Voir plus' });
    expect(await violations(container)).toEqual([]);
  });

  it('the detail with instructions, images, categories and a direct download', async () => {
    const { container } = await show({ view: 'registration', cuid: withDocuments.cuid }, withDocuments);
    await screen.findByText('Certificat de réussite');
    expect(await violations(container)).toEqual([]);
  });

  it('the cancel form with its error', async () => {
    const { container } = await show({ view: 'registration-cancel', cuid: partPaid.cuid }, partPaid);
    fireEvent.click(await screen.findByRole('button', { name: "Annuler l'inscription" }));
    await screen.findByText('Obligatoire.');
    expect(await violations(container)).toEqual([]);
  });

  it('the review forms: a new one with its error, an existing one with its locked switch', async () => {
    const { container } = await show({ view: 'registration-review', cuid: paid.cuid }, paid);
    fireEvent.click(await screen.findByRole('button', { name: 'Publier mon avis' }));
    await screen.findByText('Obligatoire.');
    expect(await violations(container)).toEqual([]);
    const existing = await show({ view: 'registration-review', cuid: reviewed.cuid }, reviewed);
    await existing.findByRole('button', { name: 'Enregistrer mon avis' });
    expect(await violations(existing.container)).toEqual([]);
  });

  it('the edit form with its errors and the price difference', async () => {
    const fresh = { ...partial, dates: partial.dates.filter((d) => d.date_id !== 401) };
    const { container } = await show({ view: 'registration-edit', cuid: partial.cuid }, fresh);
    fireEvent.click(await screen.findByRole('checkbox', { name: /23 nov\. 2026/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /29 nov\. 2026/ }));
    fireEvent.click(screen.getByRole('switch', { name: /^T-shirt/ }));
    fireEvent.input(screen.getByLabelText('Allergies ?'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText('Choisissez au moins une date.');
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: /27 nov\. 2026/ }));
    await screen.findByText(/Nouveau total/, {}, { timeout: 2000 });
    expect(await violations(container)).toEqual([]);
  });

  it('the document form with its errors', async () => {
    const { container } = await show({ view: 'registration-document', cuid: withDocuments.cuid, document: 'doc-66' }, withDocuments);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger' }));
    await screen.findAllByText('Ce champ est obligatoire.');
    expect(await violations(container)).toEqual([]);
  });
});
