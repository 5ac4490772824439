import { Flex, Link, Text } from '@festive/web-kit';
import { type CustomerOrder, SHIPPING_STATUS_LABELS } from '@festive/contracts';

/** Where the parcel is: the courier's status, courier and AWB, and a 'Track shipment' link. */
export function ShipmentInfo({ order }: { order: CustomerOrder }) {
  const status =
    order.shipmentStatus ?? (order.shippingStatus === 'submitted' ? SHIPPING_STATUS_LABELS.submitted : null);
  if (!status && !order.trackingUrl) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm" data-testid="shipment-status">
      {status && (
        <Text>
          <Text as="span" color="fg.muted">
            Shipment:{' '}
          </Text>
          {status}
          {order.courierName ? ` · ${order.courierName}` : ''}
          {order.awbCode ? ` · AWB ${order.awbCode}` : ''}
        </Text>
      )}
      {order.trackingUrl && (
        <Link
          href={order.trackingUrl}
          target="_blank"
          rel="noopener"
          color="maroon.700"
          fontWeight="semibold"
          textDecoration="underline"
          data-testid="track-shipment-link"
        >
          Track shipment
          <Text as="span" srOnly>
            {' '}
            (opens in a new tab)
          </Text>
        </Link>
      )}
    </Flex>
  );
}
