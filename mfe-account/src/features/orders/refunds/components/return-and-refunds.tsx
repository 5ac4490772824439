import { Stack } from '@festive/web-kit';
import type { CustomerOrder } from '@festive/contracts';
import { ReturnDecision } from '../../returns/components/return-decision';
import { RefundList } from './refund-list';

/** On an order card: the shop's decision on its return request, then the money sent back for it. */
export function ReturnAndRefunds({ order }: { order: CustomerOrder }) {
  const decided = order.returnRequest && order.returnRequest.status !== 'pending';
  if (!decided && order.refunds.length === 0) return null;
  return (
    <Stack gap="1" data-testid="return-and-refunds">
      {order.returnRequest && <ReturnDecision request={order.returnRequest} />}
      <RefundList refunds={order.refunds} />
    </Stack>
  );
}
