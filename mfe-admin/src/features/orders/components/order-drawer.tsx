import { Badge, Center, Flex, Spinner, Stack, Text, formatCheckoutTotal } from '@festive/web-kit';
import { CloseButton, Drawer, Portal } from '@festive/web-kit/overlays';
import type { OrderDeskDetail } from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
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
    <Drawer.Root
      open={orderId !== null}
      onOpenChange={({ open }) => !open && onClose()}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="order-drawer" bg="bg">
            <Drawer.Header borderBottomWidth="1px" borderColor="saffron.200" bg="saffron.50">
              <Stack gap="1">
                <Drawer.Title fontFamily="heading" color="maroon.800" fontSize="xl">
                  {data ? `Order ${data.order.orderNumber}` : 'Order'}
                </Drawer.Title>
                {data && (
                  <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                    <Badge colorPalette="saffron" variant="subtle" data-testid="drawer-status">
                      {data.statusLabel}
                    </Badge>
                    <Text color="fg.muted">{formatDateTime(data.order.createdAt)}</Text>
                    <Text fontWeight="semibold">{formatCheckoutTotal(data.order.total)}</Text>
                  </Flex>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body py="4">
              {data ? (
                <DrawerContent detail={data} />
              ) : detail.isError ? (
                <Text role="alert">The order could not load.</Text>
              ) : (
                <Center py="10">
                  <Spinner color="saffron.600" role="status" aria-label="Loading the order" />
                </Center>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the order" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
