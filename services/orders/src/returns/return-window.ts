import { OPEN_RETURN_STATUSES, RETURN_REFUSALS } from '@festive/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN = new Set<string>(OPEN_RETURN_STATUSES);

export interface ReturnableOrder {
  status: string;
  createdAt: Date;
  deliveredAt: Date | null;
}

export interface ReturnEligibility {
  returnable: boolean;
  /** End of the window; null while it has not started (not delivered) or for good (cancelled). */
  returnableUntil: Date | null;
  /** Why not, in the words the customer sees (contracts RETURN_REFUSALS). */
  refusal?: string;
}

export const isOpenReturn = (status: string): boolean => OPEN.has(status);

/**
 * Whether a customer may ask to return an order now: once it is delivered, within the window
 * counted from delivery; a cancelled order was never shipped; a request already open stands for
 * the order until it is settled.
 */
export function returnEligibility(
  order: ReturnableOrder,
  latestReturnStatus: string | null,
  now: Date,
  windowDays: number,
): ReturnEligibility {
  if (order.status === 'cancelled') {
    return { returnable: false, returnableUntil: null, refusal: RETURN_REFUSALS.cancelled };
  }
  if (order.status !== 'delivered') {
    return { returnable: false, returnableUntil: null, refusal: RETURN_REFUSALS.notDelivered };
  }
  // Delivered by hand in the back office without a courier's report: the window counts from placing.
  const until = new Date((order.deliveredAt ?? order.createdAt).getTime() + windowDays * DAY_MS);
  if (latestReturnStatus !== null && isOpenReturn(latestReturnStatus)) {
    return { returnable: false, returnableUntil: until, refusal: RETURN_REFUSALS.alreadyOpen };
  }
  if (now.getTime() > until.getTime()) {
    return { returnable: false, returnableUntil: until, refusal: RETURN_REFUSALS.windowClosed };
  }
  return { returnable: true, returnableUntil: until };
}
