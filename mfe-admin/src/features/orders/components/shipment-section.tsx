import { Link, Stack, Text } from '@festive/web-kit';
import { type OrderDeskDetail, shipmentStageLabel, shipmentStatusLabel } from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
import { DetailSection, Details, Muted } from '../../../common/desk/detail-parts';

/** The hand-off to Shiprocket, the courier booking and the courier's reports, oldest first. */
export function ShipmentSection({ shipment }: Pick<OrderDeskDetail, 'shipment'>) {
  return (
    <DetailSection title="Shipment" testId="drawer-shipment">
      <Stack gap="3">
        <Details
          rows={[
            ['Hand-off', shipment.shippingStatusLabel],
            ['Hand-off error', shipment.shippingError],
            ['Shiprocket order', shipment.shiprocketOrderId],
            ['AWB', shipment.awbCode],
            ['Courier', shipment.courierName],
            ['Latest status', shipment.shipmentStatus && shipmentStatusLabel(shipment.shipmentStatus)],
            [
              'Tracking',
              shipment.trackingUrl && /^https?:\/\//i.test(shipment.trackingUrl) && (
                <Link
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="maroon.700"
                >
                  Track the parcel
                </Link>
              ),
            ],
          ]}
        />
        {shipment.events.length === 0 ? (
          <Muted>No tracking reports yet.</Muted>
        ) : (
          <Stack as="ol" gap="1" fontSize="sm" listStyleType="none" data-testid="tracking-events">
            {shipment.events.map((event, index) => (
              <Text as="li" key={`${event.at}-${index}`}>
                <Text as="span" fontWeight="semibold">
                  {event.stage ? shipmentStageLabel(event.stage) : shipmentStatusLabel(event.status)}
                </Text>
                {event.location && ` · ${event.location}`}
                <Text as="span" color="fg.muted">
                  {' '}
                  · {formatDateTime(event.at)}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </DetailSection>
  );
}
