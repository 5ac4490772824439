import { Stack, Text, formatCheckoutTotal, formatDate } from '@festive/web-kit';
import { type ReturnRequest, returnStatusLabel } from '@festive/contracts';

/**
 * What the shop decided on the order's return request: approved with the amount being refunded,
 * or rejected with the shop's reason (shown as text, never as markup). Nothing while it is pending.
 */
export function ReturnDecision({ request }: { request: ReturnRequest }) {
  const decided = request.decidedAt ? ` on ${formatDate(request.decidedAt)}` : '';
  if (request.status === 'approved' || request.status === 'refunded') {
    // A refunded return was approved first: the decision reads the same, the refund says the rest.
    return (
      <Text fontSize="sm" data-testid="return-decision" data-status={request.status}>
        Return {returnStatusLabel('approved').toLowerCase()}
        {decided}
        {request.refundAmount && (
          <>
            {' · refund of '}
            <Text as="span" fontWeight="semibold" data-testid="return-refund-amount">
              {formatCheckoutTotal(request.refundAmount)}
            </Text>
            {request.status === 'approved' ? ' started' : ''}
          </>
        )}
      </Text>
    );
  }
  if (request.status === 'rejected') {
    return (
      <Stack gap="0.5" fontSize="sm" data-testid="return-decision" data-status={request.status}>
        <Text>
          Return {returnStatusLabel('rejected').toLowerCase()}
          {decided}
        </Text>
        {request.decisionReason && (
          <Text color="fg.muted" wordBreak="break-word">
            Reason:{' '}
            <Text as="span" color="fg" data-testid="return-decision-reason">
              {request.decisionReason}
            </Text>
          </Text>
        )}
      </Stack>
    );
  }
  return null;
}
