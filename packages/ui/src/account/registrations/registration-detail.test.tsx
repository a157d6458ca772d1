import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure } from '../../testing/test-runtime';
import { memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { bundle, cancelled, detailRoutes, paid, partial, partPaid, reviewed, withDocuments } from './registrations.fixtures';

async function showDetail(registration: { cuid: string }, routes: Record<string, unknown> = detailRoutes(registration)) {
  const view = { view: 'registration', cuid: registration.cuid } as const;
  const { nav, moves } = memoryNav(view);
  const utils = await renderAccount(<Screens view={view} />, { routes, nav });
  return { ...utils, moves };
}

/** The data list as [term, description] pairs, in document order. */
function dataList(container: Element): string[][] {
  const dl = container.querySelector('dl.o-registration-data')!;
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');
  return [...dl.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling)]);
}

const inside = (el: Element) => within(el as HTMLElement);
const actions = () => screen.queryByRole('group', { name: 'Gérer cette inscription' });

describe('registration detail (001 §2)', () => {
  it('a part-paid camp: title, dates, the data list in order with deposit, dates by start, options, answered questions', async () => {
    const { container } = await showDetail(partPaid);
    await screen.findByRole('heading', { level: 3, name: 'Stage multisport' });
    expect(container.querySelector('.o-registration-when')!.textContent).toMatch(/21.*22 déc\. 2026/);
    const rows = dataList(container);
    expect(rows.map(([term]) => term)).toEqual(['Participant', 'Acompte', 'Total', 'Lieu', 'Dates', 'Options', 'Allergies ?']);
    expect(rows[0]![1]).toBe('Léa Dubois');
    expect(rows[1]![1]).toBe('50,00 €');
    expect(rows[2]![1]).toBe('180,00 €');
    expect(rows[3]![1]).toBe('Salle B, 1000 Bruxelles');
    const dates = [...container.querySelectorAll('.o-registration-dates li')].map((li) => li.textContent);
    expect(dates).toHaveLength(2);
    expect(dates[0]).toMatch(/21 déc\. 2026/);
    expect(dates[1]).toMatch(/22 déc\. 2026/);
    expect([...container.querySelectorAll('.o-registration-options li')].map((li) => li.textContent!.replace(/\s/g, ' '))).toEqual([
      'Garderie · Matin (5,00 €)',
      'Assurance (10 %)',
    ]);
    expect(rows[6]![1]).toBe('Arachides');
    expect(screen.queryByText('Remarques')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Instructions' })).toBeNull();
    expect(container.querySelector('.o-gallery')).toBeNull();
  });

  it('paid in full, one date: no deposit, location with street, primary category groups only; instructions and images', async () => {
    const { container } = await showDetail(paid);
    await screen.findByRole('heading', { level: 3, name: 'Initiation au tennis' });
    const rows = dataList(container);
    expect(rows.map(([term]) => term)).toEqual(['Participant', 'Total', 'Lieu', 'Dates', 'Thème', 'Âge']);
    expect(rows[2]![1]).toBe('Salle A, Rue du Kauwberg 2, 1180 Uccle');
    expect(rows[4]![1]).toBe('Sport, Nature');
    expect(rows[5]![1]).toBe('6-8 ans');
    expect(screen.queryByText('Compta')).toBeNull();
    screen.getByRole('heading', { level: 4, name: 'Instructions' });
    screen.getByText('Rendez-vous au club-house 10 minutes avant.');
    expect(container.querySelectorAll('.o-gallery img').length).toBeGreaterThan(1);
    screen.getByText('Payé', { selector: '.badge' });
  });

  it('a long description is collapsed to 3 lines with an expand button; a short one has none', async () => {
    const { container } = await showDetail(partPaid);
    const more = await screen.findByRole('button', { name: 'Voir plus' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    // happy-dom keeps no -webkit- property: the clamp's overflow shows it is collapsed
    expect(text.style.overflow).toBe('hidden');
    // sanitised: no script, no handler attributes
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(text.textContent).toContain('Les raquettes sont fournies.');
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Voir moins' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(text.style.overflow).toBe('');
    fireEvent.click(less);
    screen.getByRole('button', { name: 'Voir plus' });

    const short = await showDetail(paid);
    await inside(short.container).findByText('Raquettes fournies.');
    expect(inside(short.container).queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('payment block when something is charged and not cancelled', async () => {
    await showDetail(partPaid);
    const payment = (await screen.findByRole('heading', { name: 'Paiement' })).closest('section')!;
    within(payment).getByText(/^130,00\s€$/);
    within(payment).getByText('R-2026-0012');
    within(payment).getByRole('button', { name: /^Payer 130,00\s€ en ligne$/ });
  });

  it('no payment block for a cancelled registration or one charging nothing', async () => {
    const gone = await showDetail(cancelled);
    await inside(gone.container).findByText('Annulée');
    expect(inside(gone.container).queryByRole('heading', { name: 'Paiement' })).toBeNull();
    // what became of the money, said in a sentence, and nothing "to pay"
    inside(gone.container).getByText(
      "Cette inscription est annulée : plus rien n'est à payer. 40,00 € ont été remboursés sur votre portefeuille, utilisable pour vos prochains paiements.",
    );
    expect(inside(gone.container).queryByText(/à payer$/)).toBeNull();
    cleanup();
    const keptMoney = { ...cancelled, refunded_amount: 0 };
    const kept = await showDetail(keptMoney);
    await inside(kept.container).findByText(
      "Cette inscription est annulée : plus rien n'est à payer. Les 40,00 € déjà payés n'ont pas été remboursés ; contactez l'organisateur pour en parler.",
    );
    inside(kept.container).getByText('40,00 € payés, non remboursés');
    cleanup();
    const pass = await showDetail(bundle);
    await inside(pass.container).findByText('Abonnement');
    expect(inside(pass.container).queryByRole('heading', { name: 'Paiement' })).toBeNull();
  });

  it('documents: a direct download, one blocked by payment, one with a form; a date-blocked one says from when', async () => {
    await showDetail(paid);
    const docs = within((await screen.findByRole('heading', { name: 'Documents' })).closest('section')!);
    docs.getByText('Pour votre mutuelle.');
    docs.getByRole('button', { name: 'Télécharger Attestation de participation' });
    cleanup();

    await showDetail(partPaid);
    const camp = within((await screen.findByRole('heading', { name: 'Documents' })).closest('section')!);
    const invoice = within(camp.getByText('Facture acquittée').closest('li')!);
    invoice.getByText('Disponible une fois le paiement effectué.');
    expect(invoice.queryByRole('button')).toBeNull();
    expect(invoice.queryByRole('link')).toBeNull();
    const form = camp.getByRole('link', { name: 'Compléter et télécharger Fiche sanitaire' });
    expect(form.getAttribute('href')).toBe('/fr/account/registrations/reg-deposit/documents/doc-63');
    cleanup();

    await showDetail(withDocuments);
    const later = within((await screen.findByText('Certificat de réussite')).closest('li')!);
    later.getByText(/^Disponible à partir du .*25 nov\. 2026.*17:00\.$/);
    expect(later.queryByRole('button')).toBeNull();
  });

  it('a cancelled registration lists no documents and offers no action', async () => {
    await showDetail(cancelled);
    await screen.findByText('Annulée');
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.queryByText('Attestation de participation')).toBeNull();
    expect(actions()).toBeNull();
  });

  it('actions: cancel and review before it starts; edit for several dates; no cancel once started; edit an existing review', async () => {
    const { moves } = await showDetail(partPaid);
    const camp = within(await screen.findByRole('group', { name: 'Gérer cette inscription' }));
    expect(camp.getAllByRole('link').map((a) => a.textContent)).toEqual(['Modifier les dates et options', 'Laisser un avis', "Annuler l'inscription"]);
    fireEvent.click(camp.getByRole('link', { name: "Annuler l'inscription" }));
    expect(moves).toEqual([{ path: 'registrations/reg-deposit/cancel', query: {} }]);
    cleanup();

    await showDetail(paid);
    expect(
      within(await screen.findByRole('group', { name: 'Gérer cette inscription' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Laisser un avis', "Annuler l'inscription"]);
    cleanup();

    await showDetail(partial);
    const week = within(await screen.findByRole('group', { name: 'Gérer cette inscription' }));
    expect(week.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/fr/account/registrations/reg-partial/edit',
      '/fr/account/registrations/reg-partial/review',
    ]);
    cleanup();

    await showDetail(reviewed);
    expect(
      within(await screen.findByRole('group', { name: 'Gérer cette inscription' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Modifier mon avis']);
  });

  it('a way back to the list', async () => {
    const { moves } = await showDetail(paid);
    fireEvent.click(await screen.findByRole('link', { name: 'Retour à mes inscriptions' }));
    expect(moves).toEqual([{ path: 'registrations', query: {} }]);
  });

  it('loading shows a skeleton; a registration that is not found says so and leads back to the list', async () => {
    const { container } = await showDetail({ cuid: 'nope' }, {});
    expect(container.querySelector('[aria-busy="true"] .skeleton')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Cette inscription est introuvable' });
    expect(screen.getByRole('link', { name: 'Retour à mes inscriptions' }).getAttribute('href')).toBe('/fr/account/registrations');
  });

  it('another failure shows the error and a retry that loads it', async () => {
    let calls = 0;
    await showDetail(paid, { 'GET /api/account/registrations/reg-paid': () => (++calls === 1 ? failure(403, { error: 'FORBIDDEN' }) : { data: paid }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Vous n'avez pas l'autorisation");
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { name: 'Initiation au tennis' });
    await waitFor(() => expect(calls).toBe(2));
  });
});
