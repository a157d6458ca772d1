import { describe, expect, it } from 'vitest';
import { bookingDates, bookingRequest, otherParticipants, readBookingQuery } from './booking.logic';

const q = (s: string) => new URLSearchParams(s);

describe('booking logic (000 §2, §5, §7)', () => {
  it('reads start_at, duration, amount and resource from the query', () => {
    expect(readBookingQuery(q('start_at=2026-11-21T10:00:00%2B01:00&duration=5400&amount=2500&resource=res1'))).toEqual({
      start_at: '2026-11-21T09:00:00.000Z',
      duration: 5400,
      amount: 2500,
      resource: 'res1',
    });
    expect(readBookingQuery(q('start_at=2026-11-21T09:00:00Z&duration=3600&amount=0&resource=4'))?.amount).toBe(0);
  });

  it('refuses an incomplete or unreadable query', () => {
    expect(readBookingQuery(q('duration=3600&amount=1800&resource=r'))).toBeNull();
    expect(readBookingQuery(q('start_at=soon&duration=3600&amount=1800&resource=r'))).toBeNull();
    expect(readBookingQuery(q('start_at=2026-11-21T09:00:00Z&duration=-5&amount=1800&resource=r'))).toBeNull();
    expect(readBookingQuery(q('start_at=2026-11-21T09:00:00Z&duration=3600&amount=1800'))).toBeNull();
  });

  it('ends the booking after the chosen duration', () => {
    expect(bookingDates({ start_at: '2026-11-21T09:00:00.000Z', duration: 5400 })).toEqual({
      start_at: '2026-11-21T09:00:00.000Z',
      end_at: '2026-11-21T10:30:00.000Z',
    });
  });

  it('offers everyone but the main participant as extra', () => {
    expect(otherParticipants([{ id: 1 }, { id: 2 }, { id: 3 }], 2).map((p) => p.id)).toEqual([1, 3]);
  });

  it('sends the booking with the main participant first, payment_split only with extras', () => {
    const query = { start_at: '2026-11-21T09:00:00.000Z', duration: 3600, amount: 1800, resource: 'r' };
    expect(bookingRequest(query, { resource_id: 4, participant_id: 1, participants: [], payment_split: true })).toEqual({
      participant_id: 1,
      bookings: [
        {
          resource_id: 4,
          participant_id: 1,
          dates: [{ start_at: '2026-11-21T09:00:00.000Z', end_at: '2026-11-21T10:00:00.000Z' }],
          participants: [{ id: 1 }],
          payment_split: false,
        },
      ],
    });
    const body = bookingRequest(query, { resource_id: 4, participant_id: 1, participants: [2, 1], payment_split: true });
    expect(body.bookings?.[0]).toMatchObject({ participants: [{ id: 1 }, { id: 2 }], payment_split: true });
  });
});
