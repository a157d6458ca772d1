import { reviewCreateRequestSchema, reviewEditRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ApiError, conflict, validation } from '../lib/errors';
import { MAX_ID } from '../lib/params';
import { parse, readJson } from '../lib/validate';
import { serializeReview } from '../queries/account-registrations';
import { requireCustomer } from '../queries/customers';

type Row = Record<string, any>;

const registrationNotFound = () => new ApiError(404, 'NOT_FOUND', 'No such registration', { registration_id: 'not_found' });

/**
 * A customer's review of one of their registrations (001 §5): a score of 0 to 5 (whole points: the form offers 5 down
 * to 1), an optional message, public or not (private = !public). One review per registration; editing keeps its
 * visibility (the form's public switch is disabled when editing).
 */
export function reviewRoutes({ db, clock }: Deps) {
  const app = new Hono();
  const ownRegistration = async (customerId: number, id: number) => {
    if (id > MAX_ID) throw registrationNotFound();
    const [r] = await db.query<Row>('SELECT id, cancelled FROM registrations WHERE id = $1 AND customer_id = $2', [id, customerId]);
    if (!r) throw registrationNotFound();
    return r;
  };
  const wholeScore = (score: number) => {
    if (!Number.isInteger(score)) throw validation({ score: 'invalid' });
  };

  app.post('/review', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(reviewCreateRequestSchema, await readJson(c));
    wholeScore(body.score);
    const registration = await ownRegistration(customer.id, body.registration_id);
    if (registration.cancelled) throw conflict('NOT_REVIEWABLE', 'A cancelled registration cannot be reviewed', { registration_id: 'cancelled' });
    // The unique registration_id settles two submits racing: one review, the other 409.
    const [review] = await db.query<Row>(
      `INSERT INTO reviews (registration_id, score, message, private, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (registration_id) DO NOTHING RETURNING *`,
      [registration.id, body.score, body.message?.trim() || null, !body.public, clock.now()],
    );
    if (!review) throw conflict('REVIEW_EXISTS', 'This registration already has a review', { registration_id: 'review_exists' });
    return c.json({ data: serializeReview(review) }, 201);
  });

  app.put('/review', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(reviewEditRequestSchema, await readJson(c));
    wholeScore(body.score);
    const registration = await ownRegistration(customer.id, body.registration_id);
    const [review] = await db.query<Row>('UPDATE reviews SET score = $3, message = $4 WHERE id = $1 AND registration_id = $2 RETURNING *', [
      body.review_id > MAX_ID ? -1 : body.review_id,
      registration.id,
      body.score,
      body.message?.trim() || null,
    ]);
    if (!review) throw new ApiError(404, 'NOT_FOUND', 'No such review', { review_id: 'not_found' });
    return c.json({ data: serializeReview(review) });
  });
  return app;
}
