import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { availability, camp } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { list } from './catalog.fixtures';
import { AvailabilityCards } from './availability-cards';

afterEach(() => window.history.replaceState(null, '', '/'));
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0|\u202f/g, ' ') ?? '';
const sport = { title: 'Tennis', group: { cuid: 'grp-sport', title: 'Sport', scope: 'PRIMARY' } };
const organiser = (ages: unknown[]) => ({
  data: { id: 1, cuid: 'o', name: 'Club', timezone: 'Europe/Brussels', currency: 'EUR', settings: { formats: { ages } } },
});

describe('availability card facts (000 §5 availabilities-properties)', () => {
  it('shows only the configured facts: weekday, age and a category group', async () => {
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities': list([availability({ categories: [sport] })]), 'GET /api/organiser': organiser([]) },
    });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['activity', 'weekday', 'age', 'category-grp-sport']} />);
    const card = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(text(card)).toContain('mercredi');
    // whole years by default (000 §9 storefront default)
    expect(text(card)).toContain('De 6 à 10 ans');
    expect(text(card)).toContain('Sport Tennis');
    expect(text(card)).not.toContain('Kauwberg');
    expect(text(card)).not.toContain('20,00');
    expect(text(card)).not.toContain('restantes');
  });

  it('never writes the weekday twice: with the dates shown, one weekday is the range’s own; several stay a fact', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([availability(), camp()]) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['activity', 'dates', 'weekday']} />);
    const single = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(text(single)).toMatch(/^Initiation au tennismer\. /);
    expect(text(single)).not.toContain('mercredi');
    const several = screen.getByRole('article', { name: 'Stage multisport' });
    expect(text(several)).toContain('lundi, mardi, mercredi');
  });

  it('a camp writes each fact once: its days as a range without weekday or time, listed, and its weekdays once', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([camp()]) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['activity', 'dates', 'weekday']} />);
    const card = await screen.findByRole('article', { name: 'Stage multisport' });
    expect(card.querySelector('.o-card-dates')?.textContent?.replace(/\u2009/g, '')).toBe('21–25 déc. 2026');
    expect(screen.getByRole('list', { name: '3 dates' }).textContent).toBe('21 déc.22 déc.23 déc.');
    for (const day of ['lundi', 'mardi', 'mercredi']) expect(text(card).split(day)).toHaveLength(2);
    // no short weekday ('lun.') beside the long one, no time of a day in a range of days
    expect(text(card)).not.toMatch(/\b(lun|mar|mer)\./);
    expect(text(card)).not.toMatch(/\d\d:\d\d/);
  });

  it('a session of one day keeps its weekday and times in its dates, and no weekday fact', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([availability()]) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['activity', 'dates', 'weekday']} />);
    const card = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(text(card.querySelector('.o-card-dates'))).toMatch(/^mer\. 25 nov\. 2026, 15:00 – 16:30$/);
    expect(card.querySelectorAll('.o-card-fact')).toHaveLength(0);
  });

  it("reads the age with the organiser's formats", async () => {
    const months = [{ type: 'months', number_of_days: 30.436875, limit: 36, rounding_interval: 0.5, rounding_method: 'down' }];
    const toddlers = availability({ age_minimum: 1.5, age_maximum: 3 });
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([toddlers]), 'GET /api/organiser': organiser(months) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['activity', 'age']} />);
    const card = await screen.findByRole('article', { name: 'Initiation au tennis' });
    await waitFor(() => expect(text(card)).toContain('De 18 à 36 mois'));
  });

  it('without the activity property the dates name the card; several dates are listed', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([camp()]) } });
    const { container } = renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['dates', 'price']} />);
    const button = await screen.findByRole('link', { name: /^21\s?–\s?25 déc\. 2026$/ });
    expect(button.textContent).not.toContain('Stage multisport');
    expect(screen.getByRole('list', { name: '3 dates' }).querySelectorAll('li').length).toBe(3);
    expect(container.querySelector('.o-card-datelist-list')).not.toBeNull();
    expect(text(container)).toContain('180,00 €');
  });

  it('lays more than 7 dates out as a grid (000 §9)', async () => {
    const dates = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      cuid: `d${i}`,
      start_at: `2026-12-0${i + 1}T08:00:00.000Z`,
      end_at: `2026-12-0${i + 1}T09:00:00.000Z`,
      status: 'OPEN',
      capacity: 5,
      registered: 0,
    }));
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([availability({ dates })]) } });
    const { container } = renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    await screen.findByRole('list', { name: '8 dates' });
    expect(container.querySelector('.o-card-datelist-grid')).not.toBeNull();
  });
});
