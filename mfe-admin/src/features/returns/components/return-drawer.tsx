import { Flex, Stack, Text, formatCheckoutTotal, formatPhone } from '@festive/web-kit';
import { CloseButton, Drawer, Portal } from '@festive/web-kit/overlays';
import {
  type OrderDeskDetail,
  RETURN_STATUS_PENDING,
  type ReturnRequest,
  shortId,
  toPaise,
} from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
import { DetailSection, Details } from '../../../common/desk/detail-parts';
import { useOrderDetail } from '../../../common/desk/order-detail';
import { ReturnDecision } from './return-decision';
import { ReturnStatus } from './return-status';

/** What may still be refunded for the order: its total, less refunds not failed. */
function refundablePaise(order: OrderDeskDetail): number {
  const refunded = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  return Math.max(0, toPaise(order.order.total) - refunded);
}

/** A return request with what the shopper said and the shop's decision; a pending one is decided here. */
export function ReturnDrawer({ request, onClose }: { request: ReturnRequest | null; onClose(): void }) {
  const order = useOrderDetail(request?.orderId ?? null);
  const loaded = order.data && order.data.order.id === request?.orderId ? order.data : undefined;
  return (
    <Drawer.Root
      open={request !== null}
      onOpenChange={({ open }) => !open && onClose()}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="return-drawer" bg="bg">
            {request && (
              <>
                <Drawer.Header borderBottomWidth="1px" borderColor="saffron.200" bg="saffron.50">
                  <Stack gap="1">
                    <Drawer.Title fontFamily="heading" color="maroon.800" fontSize="xl">
                      Return {shortId(request.id)}
                    </Drawer.Title>
                    <Flex gap="2" align="center" fontSize="sm">
                      <ReturnStatus status={request.status} />
                      <Text color="fg.muted">Order {request.orderNumber}</Text>
                    </Flex>
                  </Stack>
                </Drawer.Header>
                <Drawer.Body py="4">
                  <Stack gap="5">
                    <DetailSection title="Request">
                      <Details
                        rows={[
                          ['Customer', request.customerName],
                          ['Phone', formatPhone(request.customerPhone)],
                          ['E-mail', request.customerEmail],
                          ['Reason', request.reason],
                          ['Description', request.description],
                          ['Refund to', request.refundTo],
                          ['Requested', formatDateTime(request.createdAt)],
                          ['Order total', loaded && formatCheckoutTotal(loaded.order.total)],
                          [
                            'Payment',
                            loaded &&
                              `${loaded.order.paymentMethod.toUpperCase()} · ${loaded.payment.statusLabel}`,
                          ],
                        ]}
                      />
                    </DetailSection>
                    <DetailSection title="Decision" testId="return-decision-section">
                      {request.status === RETURN_STATUS_PENDING ? (
                        <ReturnDecision
                          key={request.id}
                          returnId={request.id}
                          refundablePaise={loaded ? refundablePaise(loaded) : null}
                          onDone={onClose}
                        />
                      ) : (
                        <Details
                          rows={[
                            [
                              'Refund amount',
                              request.refundAmount && formatCheckoutTotal(request.refundAmount),
                            ],
                            ['Reason given', request.decisionReason],
                            ['Decided', request.decidedAt && formatDateTime(request.decidedAt)],
                          ]}
                        />
                      )}
                    </DetailSection>
                  </Stack>
                </Drawer.Body>
              </>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the return request" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
