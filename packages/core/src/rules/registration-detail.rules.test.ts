import { describe, expect, it } from 'vitest';
import {
  answeredQuestions,
  isLongDescription,
  isPartialRegistration,
  locationLines,
  primaryCategoryGroups,
  registeredDates,
  registrationActions,
  registrationSpan,
  registrationStarted,
} from './registration-detail.rules';

const NOW = '2026-11-21T10:00:00Z';
const date = (id: number, start: string, end: string) => ({ date_id: id, date: { start_at: start, end_at: end } });
const d23 = date(2, '2026-11-23T09:00:00Z', '2026-11-23T12:00:00Z');
const d20 = date(1, '2026-11-20T09:00:00Z', '2026-11-20T12:00:00Z');
const d25 = date(3, '2026-11-25T09:00:00Z', '2026-11-25T16:00:00Z');
const availability = { start_at: '2026-11-20T09:00:00Z', end_at: '2026-11-25T16:00:00Z', dates: [{}, {}, {}] };

describe('registration dates and span (001 §2)', () => {
  it('sorts the registered dates by start', () => {
    expect(registeredDates([d23, d20, d25]).map((d) => d.date_id)).toEqual([1, 2, 3]);
    expect(registeredDates(null)).toEqual([]);
  });
  it('spans the registered dates, else the availability, else nothing', () => {
    expect(registrationSpan({ dates: [d25, d23] })).toEqual({ start_at: d23.date.start_at, end_at: d25.date.end_at });
    expect(registrationSpan({ dates: [], availability })).toEqual({ start_at: availability.start_at, end_at: availability.end_at });
    expect(registrationSpan({})).toBeNull();
  });
  it('has started once its availability (else its first registered date) has begun', () => {
    expect(registrationStarted({ dates: [d23, d25] }, NOW)).toBe(false);
    expect(registrationStarted({ dates: [d20, d23] }, NOW)).toBe(true);
    expect(registrationStarted({ dates: [d23, d25], availability }, NOW)).toBe(true);
    expect(registrationStarted({ dates: [d23], availability: { ...availability, start_at: d23.date.start_at } }, NOW)).toBe(false);
    expect(registrationStarted({ dates: [d23] }, '2026-11-23T09:00:00Z')).toBe(true);
    expect(registrationStarted({}, NOW)).toBe(false);
  });
});

describe('registration actions (001 §2, §4)', () => {
  it('a partial registration to come: cancel, review, edit', () => {
    const ahead = { ...availability, start_at: d23.date.start_at };
    expect(registrationActions({ dates: [d23], availability: ahead }, NOW)).toEqual({ cancel: true, review: 'create', edit: true });
    expect(isPartialRegistration({ availability })).toBe(true);
  });
  it('started: no cancel; a single-date availability: no edit; an existing review is edited', () => {
    const single = { ...availability, dates: [{}] };
    expect(registrationActions({ dates: [d20], availability: single, review: { id: 1 } }, NOW)).toEqual({ cancel: false, review: 'edit', edit: false });
    expect(isPartialRegistration({ availability: single })).toBe(false);
    expect(isPartialRegistration({})).toBe(false);
  });
  it('cancelled: no cancel, no review (the API refuses NOT_REVIEWABLE), no edit', () => {
    expect(registrationActions({ cancelled: true, dates: [d23], availability, review: { id: 1 } }, NOW)).toEqual({ cancel: false, review: null, edit: false });
  });
});

describe('data list pieces (001 §2)', () => {
  it('location: name, street number, postcode city', () => {
    expect(locationLines({ name: 'Salle A', street: 'Rue Haute', number: '12', postcode: '1000', city: 'Bruxelles' })).toEqual([
      'Salle A',
      'Rue Haute 12',
      '1000 Bruxelles',
    ]);
    expect(locationLines({ title: 'Centre', street: 'Rue Haute', number: null, city: 'Bruxelles' })).toEqual(['Centre', 'Rue Haute', 'Bruxelles']);
    expect(locationLines(null)).toEqual([]);
  });
  it('primary category groups only, gathered by group in group order', () => {
    const age = { cuid: 'g-age', title: 'Âge', scope: 'PRIMARY', order: 2 };
    const theme = { cuid: 'g-theme', title: 'Thème', scope: 'PRIMARY', order: 1 };
    const internal = { cuid: 'g-int', title: 'Interne', scope: 'SECONDARY' };
    expect(
      primaryCategoryGroups([
        { title: '6-8 ans', group: age },
        { title: 'Sport', group: theme },
        { title: 'Compta', group: internal },
        { title: 'Nature', group: theme },
        { title: 'Sans groupe' },
        { title: 'Sport', group: theme },
      ]),
    ).toEqual([
      { cuid: 'g-theme', title: 'Thème', categories: ['Sport', 'Nature'] },
      { cuid: 'g-age', title: 'Âge', categories: ['6-8 ans'] },
    ]);
  });
  it('answered questions only', () => {
    expect(answeredQuestions([{ content: 'Non' }, { content: '  ' }, { content: null }, {}])).toEqual([{ content: 'Non' }]);
  });
  it('a description is long past 240 characters of text or 3 blocks', () => {
    expect(isLongDescription('<p>Court.</p>')).toBe(false);
    expect(isLongDescription(`<p>${'a'.repeat(241)}</p>`)).toBe(true);
    expect(isLongDescription(`<p><strong>${'a'.repeat(200)}</strong></p>`)).toBe(false);
    expect(isLongDescription('<p>a</p><p>b</p><p>c</p><p>d</p>')).toBe(true);
    expect(isLongDescription(null)).toBe(false);
  });
});
