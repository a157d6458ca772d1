import { estimateSchema, type Estimate } from '../schemas/estimate.schema';
import type { EstimateRequest, WaitingListRequest } from '../schemas/cart-requests.schema';
import type { ActionAnswer } from '../schemas/common.schema';
import { sendAction, sendOne, type Http } from './client';

/**
 * The availability detail's own calls (000 §7): the price estimate and the waiting list. Apart from cartApi so the
 * detail (in the cards chunk) brings only the small estimate schema, not the checkout ones.
 */
export function detailApi(http: Http) {
  return {
    /** Runs only once a participant is known (000 §7). */
    estimateCartItem: (body: EstimateRequest): Promise<Estimate> => sendOne(http, { method: 'POST', path: 'carts/items/estimate', body }, estimateSchema),
    joinWaitingList: (body: WaitingListRequest): Promise<ActionAnswer> => sendAction(http, { method: 'POST', path: 'registrations/waiting-list', body }),
  };
}
