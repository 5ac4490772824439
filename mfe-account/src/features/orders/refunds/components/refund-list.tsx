import { Badge, Box, Flex, Text, formatCheckoutTotal, formatDate } from '@festive/web-kit';
import { REFUND_REASON_LABELS, type Refund, refundStatusLabel } from '@festive/contracts';

const PALETTES: Record<string, string> = { processed: 'green', failed: 'red' };

/**
 * The money sent back for an order, oldest first, one line each: the amount in rupees (what was
 * refunded, whatever currency the shop is browsed in), its status in words, the day it was settled
 * (or started, while pending) and why.
 */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <Box as="ul" aria-label="Refunds" listStyleType="none" m="0" p="0" data-testid="refund-list">
      {refunds.map((refund) => {
        const day = refund.processedAt ?? refund.createdAt;
        return (
          <Flex
            as="li"
            key={refund.id}
            gap="2"
            align="center"
            wrap="wrap"
            fontSize="sm"
            py="0.5"
            data-testid="refund"
            data-status={refund.status}
          >
            <Text as="span" color="fg.muted">
              Refund:
            </Text>
            <Text as="span" fontWeight="semibold" data-testid="refund-amount">
              {formatCheckoutTotal(refund.amount)}
            </Text>
            <Badge
              colorPalette={PALETTES[refund.status] ?? 'saffron'}
              variant="subtle"
              data-testid="refund-status"
            >
              {refundStatusLabel(refund.status)}
            </Badge>
            <Text as="span" color="fg.muted" data-testid="refund-date">
              <time dateTime={day}>{formatDate(day)}</time>
              {REFUND_REASON_LABELS[refund.reason] ? ` · ${REFUND_REASON_LABELS[refund.reason]}` : ''}
            </Text>
          </Flex>
        );
      })}
    </Box>
  );
}
