import { Box, Flex, Link, Text } from '@festive/web-kit';
import { type CustomerOrder, SHIPPING_STATUS_LABELS, shipmentStatusLabel } from '@festive/contracts';
import { ShipmentTimeline } from '../tracking/shipment-timeline';

/** Where the parcel is: its status in words, courier and AWB, a 'Track shipment' link, the stages reached. */
export function ShipmentInfo({ order }: { order: CustomerOrder }) {
  const status =
    (order.shipmentStatus && shipmentStatusLabel(order.shipmentStatus)) ||
    (order.shippingStatus === 'submitted' ? SHIPPING_STATUS_LABELS.submitted : null);
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
      {order.tracking.length > 0 && (
        <Box flexBasis="100%" pt="1">
          <ShipmentTimeline steps={order.tracking} />
        </Box>
      )}
    </Flex>
  );
}
