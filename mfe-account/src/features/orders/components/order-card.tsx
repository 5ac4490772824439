import { useState } from 'react';
import { Badge, Box, Button, Flex, Stack, Text, formatCheckoutTotal, formatDate } from '@festive/web-kit';
import { type CustomerOrder, orderStatusLabelFor } from '@festive/contracts';
import { CancelOrderButton } from '../cancel/cancel-order-button';
import { ReturnDialog } from '../returns/components/return-dialog';
import { ReturnStatus } from '../returns/components/return-status';
import { ReturnAndRefunds } from '../refunds/components/return-and-refunds';
import { useDownloadInvoice } from '../api/invoice';
import { OrderItems } from './order-items';
import { ShipmentInfo } from './shipment-info';

/** The label for a payment method: the spec's two values, spelled out for shoppers. */
const PAYMENT_LABELS: Record<string, string> = { COD: 'Cash on Delivery', Prepaid: 'Prepaid' };

/** One order of My Orders, with its invoice download and, while allowed, a return request. */
export function OrderCard({ order }: { order: CustomerOrder }) {
  const [returning, setReturning] = useState(false);
  const invoice = useDownloadInvoice();
  const number = order.orderNumber;
  const headingId = `order-${order.id}-heading`;

  return (
    <Box
      as="li"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor="saffron.200"
      borderRadius="lg"
      bg="white"
      aria-labelledby={headingId}
      data-testid="order-card"
      data-order-id={order.id}
    >
      <Stack gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
          <Stack gap="0.5" minW="0">
            <Text as="h3" id={headingId} fontWeight="semibold" fontSize="lg">
              Order #<span data-testid="order-number">{number}</span>
            </Text>
            <Text fontSize="sm" color="fg.muted" data-testid="order-date">
              {formatDate(order.createdAt)}
            </Text>
          </Stack>
          <Stack gap="1" align="flex-end">
            {/* The exact amount payable (COD) and invoiced: 2 decimals, as at checkout. */}
            <Text fontWeight="bold" fontSize="lg" color="maroon.800" data-testid="order-total">
              {formatCheckoutTotal(order.total)}
            </Text>
            <Flex gap="1.5" wrap="wrap" justify="flex-end">
              <Badge
                colorPalette="saffron"
                variant="subtle"
                data-testid="order-status"
                data-status={order.status}
              >
                {orderStatusLabelFor(order)}
              </Badge>
              {order.returnRequest && <ReturnStatus request={order.returnRequest} />}
            </Flex>
          </Stack>
        </Flex>

        <Stack gap="1" fontSize="sm">
          <Text data-testid="order-payment">
            <Text as="span" color="fg.muted">
              Payment:{' '}
            </Text>
            {PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}
          </Text>
          <Text data-testid="order-address" wordBreak="break-word">
            <Text as="span" color="fg.muted">
              Deliver to:{' '}
            </Text>
            {order.customerAddress}, {order.customerCity}, {order.customerState} {order.customerPincode}
          </Text>
          <ShipmentInfo order={order} />
        </Stack>

        <OrderItems items={order.items} />
        <ReturnAndRefunds order={order} />

        <Flex gap="2" wrap="wrap" justify={{ base: 'stretch', sm: 'flex-end' }}>
          <CancelOrderButton order={order} />
          {order.returnable && (
            <Button
              variant="outline"
              colorPalette="maroon"
              size="sm"
              flex={{ base: '1', sm: 'initial' }}
              onClick={() => setReturning(true)}
              aria-label={`Request Return for order ${number}`}
              data-testid="return-button"
            >
              Request Return
            </Button>
          )}
          {/* No GST invoice exists for an unpaid prepaid order or one cancelled before it was issued. */}
          {order.invoiceAvailable && (
            <Button
              colorPalette="maroon"
              size="sm"
              flex={{ base: '1', sm: 'initial' }}
              loading={invoice.isPending}
              loadingText="Downloading..."
              onClick={() => invoice.mutate(order)}
              aria-label={`Download Invoice for order ${number}`}
              data-testid="invoice-button"
            >
              Download Invoice
            </Button>
          )}
        </Flex>
      </Stack>
      {order.returnable && (
        <ReturnDialog
          orderId={order.id}
          orderLabel={number}
          open={returning}
          onClose={() => setReturning(false)}
        />
      )}
    </Box>
  );
}
