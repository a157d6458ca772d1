import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { availability } from '../testing/fixtures';
import { failure, calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { ActivityDetail } from './activity-detail';

const activity = (over: Record<string, unknown> = {}) => ({
  id: 3,
  cuid: 'act-tennis',
  title: 'Initiation au tennis',
  description: '<p>Sur terre battue.</p>',
  instructions: '<p>Raquettes prêtées.</p>',
  images: [{ public_url: 'https://media.test/1.svg' }, { public_url: 'https://media.test/2.svg' }],
  registration_flow: 'REGISTRATION',
  ...over,
});

describe('<ActivityDetail>', () => {
  it('title, images, description, instructions and the upcoming sessions as cards', async () => {
    const { runtime, fetch } = testRuntime({
      routes: {
        'GET /api/activities/act-tennis': { data: activity() },
        'GET /api/availabilities': { data: [availability(), availability({ id: 10, cuid: 'av-tennis-2' })], count: 2 },
      },
    });
    renderWith(runtime, <ActivityDetail cuid="act-tennis" />);
    await screen.findByRole('heading', { level: 1, name: 'Initiation au tennis' });
    screen.getByText('Raquettes prêtées.');
    screen.getByRole('button', { name: "Afficher l'image 2" });
    const links = await screen.findAllByRole('link', { name: 'Initiation au tennis' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/fr/availabilities/av-tennis-1', '/fr/availabilities/av-tennis-2']);
    const list = calledUrls(fetch).find((u) => u.includes('/api/availabilities?'))!;
    expect(new URL(list).searchParams.get('activity')).toBe('act-tennis');
    expect(new URL(list).searchParams.get('status')).toBe('OPEN,FULL');
    expect(new URL(list).searchParams.get('fields')).toBe('card');
    expect(screen.queryByRole('link', { name: 'Demander des séances' })).toBeNull();
  });

  it('a REQUEST activity links to its request schedule; no upcoming session says so', async () => {
    const { runtime } = testRuntime({
      routes: {
        'GET /api/activities/act-climb': {
          data: activity({ cuid: 'act-climb', title: 'Escalade à la carte', registration_flow: 'REQUEST', instructions: '' }),
        },
        'GET /api/availabilities': { data: [], count: 0 },
      },
    });
    renderWith(runtime, <ActivityDetail cuid="act-climb" />);
    const request = await screen.findByRole('link', { name: 'Demander des séances' });
    expect(request.getAttribute('href')).toBe('/fr/cart/registrations/request/act-climb');
    await screen.findByText('Aucune séance à venir.');
    expect(screen.queryByText('Infos pratiques')).toBeNull();
  });

  it('loading skeleton, then the error with a retry', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/activities/nope': failure(404, { error: 'NOT_FOUND' }) } });
    const { container } = renderWith(runtime, <ActivityDetail cuid="nope" />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable.');
  });
});
