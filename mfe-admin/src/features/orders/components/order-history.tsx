import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, chakra, Flex, Stack, Text, formatCheckoutTotal } from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';
import {
  type OrderDeskDetail,
  type OrderTransition,
  orderStatusLabel,
  paymentStatusLabel,
  type Refund,
  REFUND_METHOD_LABELS,
  REFUND_REASON_LABELS,
  refundStatusLabel,
  returnStatusLabel,
  shippingStatusLabel,
} from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
import { ActionError, DetailSection, Details, Muted } from '../../../common/desk/detail-parts';
import { useMarkRefundPaid, useRetryRefund } from '../api/order-actions';
import { DeskActionButton } from './desk-action-button';

const REFERENCE_MAX = 100;

export function ReturnsSection({ returns }: Pick<OrderDeskDetail, 'returns'>) {
  return (
    <DetailSection title="Returns" testId="drawer-returns">
      {returns.length === 0 ? (
        <Muted>No return requests.</Muted>
      ) : (
        <Stack gap="3">
          {returns.map((request) => (
            <Box key={request.id} data-testid="drawer-return">
              <Details
                rows={[
                  ['Status', returnStatusLabel(request.status)],
                  ['Reason', request.reason],
                  ['Description', request.description],
                  ['Refund to', request.refundTo],
                  ['Refund amount', request.refundAmount && formatCheckoutTotal(request.refundAmount)],
                  ['Decision', request.decisionReason],
                  ['Decided', request.decidedAt && formatDateTime(request.decidedAt)],
                  ['Requested', formatDateTime(request.createdAt)],
                ]}
              />
            </Box>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

/** A refund paid by hand (cash on delivery) is recorded with the payment's reference. */
function MarkPaidForm({ refund }: { refund: Refund }) {
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const markPaid = useMarkRefundPaid();
  const missing = !reference.trim();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    markPaid.mutate({ refundId: refund.id, reference: reference.trim() });
  };
  return (
    <chakra.form onSubmit={submit} noValidate data-testid="mark-refund-paid">
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Field.Root required invalid={tried && missing} flex="1" minW="40">
          <Field.Label fontSize="xs">Payment reference (UPI / NEFT UTR)</Field.Label>
          <FieldInput
            size="sm"
            value={reference}
            maxLength={REFERENCE_MAX}
            onChange={(event) => setReference(event.target.value)}
          />
          <Field.ErrorText>Enter the payment's reference.</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="maroon" loading={markPaid.isPending}>
          Mark refund paid
        </Button>
      </Flex>
      <ActionError error={markPaid.error} />
    </chakra.form>
  );
}

/** A refund Razorpay failed, asked for again (the new refund shows below it). */
function RetryRefund({ refund }: { refund: Refund }) {
  const retry = useRetryRefund();
  return (
    <Stack gap="1" align="flex-start">
      <DeskActionButton busy={retry.isPending} onClick={() => retry.mutate(refund.id)}>
        Refund again
      </DeskActionButton>
      <ActionError error={retry.error} />
    </Stack>
  );
}

/** Whether a failed refund's cause has a refund under way or done since (then it needs nothing). */
const settledSince = (failed: Refund, refunds: readonly Refund[]) =>
  refunds.some(
    (other) =>
      other.status !== 'failed' &&
      other.reason === failed.reason &&
      other.returnRequestId === failed.returnRequestId &&
      other.createdAt > failed.createdAt,
  );

export function RefundsSection({ refunds }: Pick<OrderDeskDetail, 'refunds'>) {
  return (
    <DetailSection title="Refunds" testId="drawer-refunds">
      {refunds.length === 0 ? (
        <Muted>No refunds.</Muted>
      ) : (
        <Stack gap="3">
          {refunds.map((refund) => (
            <Stack key={refund.id} gap="2" data-testid="drawer-refund">
              <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                <Text fontWeight="semibold">{formatCheckoutTotal(refund.amount)}</Text>
                <Badge
                  colorPalette={
                    refund.status === 'failed' ? 'red' : refund.status === 'processed' ? 'green' : 'saffron'
                  }
                  variant="subtle"
                  data-testid="refund-status"
                >
                  {refundStatusLabel(refund.status)}
                </Badge>
                <Text color="fg.muted">
                  {REFUND_REASON_LABELS[refund.reason]} · {REFUND_METHOD_LABELS[refund.method]}
                </Text>
              </Flex>
              {(refund.reference ?? refund.razorpayRefundId) && (
                <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                  {refund.reference ?? refund.razorpayRefundId}
                </Text>
              )}
              {refund.method === 'manual' && refund.status === 'pending' && <MarkPaidForm refund={refund} />}
              {refund.method === 'razorpay' &&
                refund.status === 'failed' &&
                !settledSince(refund, refunds) && <RetryRefund refund={refund} />}
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

const FIELD_WORDS: Record<OrderTransition['field'], [string, (value: string) => string]> = {
  status: ['Order', orderStatusLabel],
  payment_status: ['Payment', paymentStatusLabel],
  shipping_status: ['Hand-off', shippingStatusLabel],
};

export function TransitionsSection({ transitions }: Pick<OrderDeskDetail, 'transitions'>) {
  return (
    <DetailSection title="History" testId="drawer-history">
      {transitions.length === 0 ? (
        <Muted>No status changes yet.</Muted>
      ) : (
        <Stack as="ol" gap="1" fontSize="sm" listStyleType="none">
          {transitions.map((move) => {
            const [field, label] = FIELD_WORDS[move.field];
            return (
              <Text as="li" key={move.id} data-testid="drawer-transition">
                <Text as="span" color="fg.muted">
                  {formatDateTime(move.createdAt)} ·{' '}
                </Text>
                {field}: {label(move.fromValue)} → {label(move.toValue)}
                <Text as="span" color="fg.muted">
                  {' '}
                  by {move.actor}
                  {move.reason && ` (${move.reason})`}
                </Text>
              </Text>
            );
          })}
        </Stack>
      )}
    </DetailSection>
  );
}
