import { Stack } from '@festive/web-kit';
import { TabEmpty, TabError, TabLoading } from '../../../common/tab-state';
import { useOrders } from '../api/orders';
import { OrderCard } from './order-card';

/** My Orders: the shopper's orders, newest first, or 'No orders yet' with 'Start Shopping'. */
export function OrdersTab() {
  const { data: orders, isPending, isError, refetch } = useOrders();
  if (isPending) return <TabLoading label="Loading your orders..." />;
  if (isError) return <TabError what="your orders" onRetry={() => void refetch()} />;
  if (orders.length === 0)
    return <TabEmpty title="No orders yet" action="Start Shopping" to="/" testId="orders-empty" />;
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label="My Orders" data-testid="orders-tab">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
