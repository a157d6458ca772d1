import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { homeGraph, jsonLdDocument, scriptSafeJsonLd, storefrontOrigin, websiteJsonLdContext } from './json-ld.logic';
import { activityCourse, availabilityEvent, decimalPrice, isoInZone, offerAvailability, plainText, type AvailabilityLike } from './events.logic';
import { activityPageSchema, availabilityPageSchema, eventSchema, homePageSchema } from '../../../core/src/seo/schema-org.schema';

const ctx = websiteJsonLdContext({ hostname: 'ateliers.example', organiser: { name: 'Les Ateliers', logo: '/logo.png', currency: 'EUR' } }, 'Europe/Brussels');
const av: AvailabilityLike = {
  cuid: 'av1',
  status: 'OPEN',
  start_at: '2026-12-02T08:00:00.000Z',
  end_at: '2026-12-02T11:30:00.000Z',
  price: 1250,
  capacity: 10,
  registered: 4,
  location: { name: 'parc', title: 'Parc Josaphat', street: 'Avenue Louis Bertrand', number: '59', postcode: '1030', city: 'Schaerbeek' },
  activity: { title: 'Poterie <enfants>', description: '<p>Tourner &amp; modeler</p>', images: [{ public_url: 'https://cdn.example/p.jpg' }] },
};

describe('JSON-LD builders (issue 12.4)', () => {
  it('an availability is an Event: local dates with the offset, place with address, organizer, offer from places left', () => {
    const event = availabilityEvent(av, ctx, '/fr/availabilities/av1');
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Poterie <enfants>',
      description: 'Tourner & modeler',
      startDate: '2026-12-02T09:00:00+01:00',
      endDate: '2026-12-02T12:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Parc Josaphat',
        address: { streetAddress: 'Avenue Louis Bertrand 59', postalCode: '1030', addressLocality: 'Schaerbeek' },
      },
      organizer: { '@type': 'Organization', name: 'Les Ateliers', url: 'https://ateliers.example/', logo: 'https://ateliers.example/logo.png' },
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://ateliers.example/fr/availabilities/av1',
      },
      url: 'https://ateliers.example/fr/availabilities/av1',
    });
    expect(v.safeParse(availabilityPageSchema, jsonLdDocument(event)).success).toBe(true);
  });

  it('summer time has its own offset', () => {
    expect(isoInZone('2026-07-01T08:00:00Z', 'Europe/Brussels')).toBe('2026-07-01T10:00:00+02:00');
    expect(isoInZone('2026-07-01T08:00:00Z', 'UTC')).toBe('2026-07-01T08:00:00+00:00');
  });

  it('places left decide the offer: full or none left is sold out, closed is out of stock, no limit is in stock', () => {
    expect(offerAvailability('OPEN', 10, 10)).toBe('https://schema.org/SoldOut');
    expect(offerAvailability('FULL', 10, 3)).toBe('https://schema.org/SoldOut');
    expect(offerAvailability('OPEN', null, 300)).toBe('https://schema.org/InStock');
    expect(offerAvailability('CLOSED', 10, 3)).toBe('https://schema.org/OutOfStock');
  });

  it('prices leave minor units with the currency’s decimals', () => {
    expect(decimalPrice(1250, 'EUR')).toBe('12.50');
    expect(decimalPrice(0, 'EUR')).toBe('0.00');
    expect(decimalPrice(500, 'JPY')).toBe('500');
  });

  it('an activity is a Course with its upcoming sessions as instances', () => {
    const course = activityCourse(
      { cuid: 'act1', title: 'Poterie', description: null, images: [] },
      [av, { ...av, cuid: 'av2', registered: 10 }],
      ctx,
      '/fr/activities/act1',
      (c) => `/fr/availabilities/${c}`,
    );
    expect(course).toMatchObject({ '@type': 'Course', name: 'Poterie', description: 'Poterie', provider: { name: 'Les Ateliers' } });
    const instances = course.hasCourseInstance as { offers: { availability: string } }[];
    expect(instances.map((i) => i.offers.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/SoldOut']);
    expect(v.safeParse(activityPageSchema, jsonLdDocument(course)).success).toBe(true);
  });

  it('the home page carries the organiser and its website in one graph', () => {
    const doc = jsonLdDocument(homeGraph(ctx, 'fr'));
    expect(v.safeParse(homePageSchema, doc).success).toBe(true);
    expect(doc).toMatchObject({
      '@graph': [{ '@type': 'Organization' }, { '@type': 'WebSite', inLanguage: 'fr', publisher: { '@id': 'https://ateliers.example/#organization' } }],
    });
  });

  it('without a hostname URLs stay root-relative, which the validation refuses (search engines want absolute ones)', () => {
    expect(storefrontOrigin(null)).toBe('');
    expect(storefrontOrigin('evil.example/path')).toBe('');
    const event = availabilityEvent(av, { ...ctx, origin: '' }, '/fr/availabilities/av1');
    expect(event.url).toBe('/fr/availabilities/av1');
    expect(v.safeParse(eventSchema, event).success).toBe(false);
  });

  it('the script text cannot close its element', () => {
    const text = scriptSafeJsonLd({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
    expect(plainText('<p>a</p>\n<p>b&nbsp;c</p>')).toBe('a b c');
  });
});
