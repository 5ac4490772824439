import { Badge, Center, Flex, Spinner, Stack, Text, formatCheckoutTotal } from '@festive/web-kit';
import type { OrderDeskDetail } from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
import { DeskDrawer } from '../../../common/desk/desk-drawer';
import { useOrderDetail } from '../../../common/desk/order-detail';
import { OrderActionsBar } from './order-actions-bar';
import { RefundsSection, ReturnsSection, TransitionsSection } from './order-history';
import { CustomerSection, InvoiceSection, ItemsSection, PaymentSection } from './order-sections';
import { ShipmentSection } from './shipment-section';

function DrawerContent({ detail }: { detail: OrderDeskDetail }) {
  return (
    <Stack gap="5">
      <OrderActionsBar detail={detail} />
      <ItemsSection items={detail.items} total={detail.order.total} />
      <CustomerSection customer={detail.customer} address={detail.address} />
      <PaymentSection payment={detail.payment} />
      <ShipmentSection shipment={detail.shipment} />
      <InvoiceSection invoice={detail.invoice} />
      <ReturnsSection returns={detail.returns} />
      <RefundsSection refunds={detail.refunds} />
      <TransitionsSection transitions={detail.transitions} />
    </Stack>
  );
}

/** One order whole, for the administrator: opened from a row of the Orders table. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose(): void }) {
  const detail = useOrderDetail(orderId);
  const data = detail.data && detail.data.order.id === orderId ? detail.data : undefined;
  return (
    <DeskDrawer
      open={orderId !== null}
      onClose={onClose}
      testId="order-drawer"
      closeLabel="Close the order"
      header={{
        title: data ? `Order ${data.order.orderNumber}` : 'Order',
        facts: data && (
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
            <Badge colorPalette="saffron" variant="subtle" data-testid="drawer-status">
              {data.statusLabel}
            </Badge>
            <Text color="fg.muted">{formatDateTime(data.order.createdAt)}</Text>
            <Text fontWeight="semibold">{formatCheckoutTotal(data.order.total)}</Text>
          </Flex>
        ),
      }}
    >
      {data ? (
        <DrawerContent detail={data} />
      ) : detail.isError ? (
        <Text role="alert">The order could not load.</Text>
      ) : (
        <Center py="10">
          <Spinner color="saffron.600" role="status" aria-label="Loading the order" />
        </Center>
      )}
    </DeskDrawer>
  );
}
