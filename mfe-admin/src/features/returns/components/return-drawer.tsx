import { Flex, Stack, Text, formatCheckoutTotal, formatPhone } from '@festive/web-kit';
import {
  type OrderDeskDetail,
  RETURN_STATUS_PENDING,
  type ReturnRequest,
  shortId,
  toPaise,
} from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
import { DeskDrawer } from '../../../common/desk/desk-drawer';
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
    <DeskDrawer
      open={request !== null}
      onClose={onClose}
      testId="return-drawer"
      closeLabel="Close the return request"
      header={
        request && {
          title: `Return ${shortId(request.id)}`,
          facts: (
            <Flex gap="2" align="center" fontSize="sm">
              <ReturnStatus status={request.status} />
              <Text color="fg.muted">Order {request.orderNumber}</Text>
            </Flex>
          ),
        }
      }
    >
      {request && (
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
                  loaded && `${loaded.order.paymentMethod.toUpperCase()} · ${loaded.payment.statusLabel}`,
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
                  ['Refund amount', request.refundAmount && formatCheckoutTotal(request.refundAmount)],
                  ['Reason given', request.decisionReason],
                  ['Decided', request.decidedAt && formatDateTime(request.decidedAt)],
                ]}
              />
            )}
          </DetailSection>
        </Stack>
      )}
    </DeskDrawer>
  );
}
