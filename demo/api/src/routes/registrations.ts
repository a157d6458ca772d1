import { intSchema } from '@oriel/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { MAX_ID } from '../lib/params';
import { parse, readJson } from '../lib/validate';
import { requireCustomer } from '../queries/customers';
import { joinWaitingList } from '../queries/waiting-list';

const id = v.pipe(intSchema, v.gtValue(0), v.maxValue(MAX_ID));
/** core's waitingListRequestSchema (000 §5: participant_id an integer). */
const waitingListBody = v.object({ availability_id: id, participant_id: id });

/** Registration calls of the storefront: the waiting list (signed in). */
export function registrationRoutes({ db, clock }: Deps) {
  const app = new Hono();
  app.post('/waiting-list', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(waitingListBody, await readJson(c));
    const entry = await joinWaitingList(db, clock.now(), customer.id, body.availability_id, body.participant_id);
    return c.json({ data: entry, message: 'WAITING_LIST_JOINED' }, 201);
  });
  return app;
}
