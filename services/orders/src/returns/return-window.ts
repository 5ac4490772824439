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
  /** End of the window; null when returns are closed for good (cancelled, or already returned). */
  returnableUntil: Date | null;
  /** Why not, in the words the customer sees (contracts RETURN_REFUSALS). */
  refusal?: string;
}

export const isOpenReturn = (status: string): boolean => OPEN.has(status);

/**
 * Whether a customer may ask to return an order now. The window counts from delivery, or from
 * placing when tracking never reported delivery (the parcel may still have arrived); a cancelled
 * order was never shipped; a request already open stands for the order until it is settled.
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
  const until = new Date((order.deliveredAt ?? order.createdAt).getTime() + windowDays * DAY_MS);
  if (latestReturnStatus !== null && isOpenReturn(latestReturnStatus)) {
    return { returnable: false, returnableUntil: until, refusal: RETURN_REFUSALS.alreadyOpen };
  }
  if (now.getTime() > until.getTime()) {
    return { returnable: false, returnableUntil: until, refusal: RETURN_REFUSALS.windowClosed };
  }
  return { returnable: true, returnableUntil: until };
}
