import { Badge, Box, Flex, Stack, Text, formatDate, formatPrice } from '@festive/web-kit';
import { orderNumber } from '@festive/contracts';
import { TabEmpty, TabError, TabLoading } from '../../account/components/tab-state';
import { useOrders } from '../api/orders';

/** My Orders (spec §2): the shopper's orders, or 'No orders yet' with 'Start Shopping'. */
export function OrdersTab() {
  const { data: orders, isPending, isError, refetch } = useOrders();
  if (isPending) return <TabLoading label="Loading your orders..." />;
  if (isError) return <TabError what="your orders" onRetry={() => void refetch()} />;
  if (orders.length === 0) return <TabEmpty title="No orders yet" action="Start Shopping" to="/" />;
  return (
    <Stack as="ul" listStyleType="none" gap="3" data-testid="orders-tab">
      {orders.map((order) => (
        <Box
          as="li"
          key={order.id}
          p="4"
          borderWidth="1px"
          borderColor="saffron.200"
          borderRadius="lg"
          bg="white"
        >
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0.5">
              <Text fontWeight="semibold">Order #{orderNumber(order)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(order.createdAt)} · {order.paymentMethod}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {order.customerAddress}, {order.customerCity}, {order.customerState} {order.customerPincode}
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end">
              <Text fontWeight="bold" color="maroon.800">
                {formatPrice(order.total)}
              </Text>
              <Badge colorPalette="saffron" variant="subtle">
                {order.status}
              </Badge>
            </Stack>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
