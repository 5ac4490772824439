import { useState, type FormEvent } from 'react';
import { Button, chakra, Flex, Stack, formatCheckoutTotal } from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';
import { approveReturnSchema, paiseToDecimal, toPaise } from '@festive/contracts';
import { ActionError } from '../../../common/desk/detail-parts';
import { TextArea } from '../../../common/form-parts';
import { useApproveReturn, useRejectReturn } from '../api/return-desk';

const REASON_MAX = 500;

/** The amount typed, in paise, or null when it is not an amount of rupees. */
function paiseOf(text: string): number | null {
  const parsed = approveReturnSchema.safeParse({ refundAmount: text });
  return parsed.success ? toPaise(parsed.data.refundAmount) : null;
}

/**
 * Approve (with the amount to refund: at most what was paid, less earlier refunds) or reject
 * (with the reason the shopper reads) a pending return. The server checks both again.
 */
export function ReturnDecision({
  returnId,
  refundablePaise,
  onDone,
}: {
  returnId: string;
  /** What may still be refunded; null while the order loads. */
  refundablePaise: number | null;
  onDone(): void;
}) {
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const approve = useApproveReturn(onDone);
  const reject = useRejectReturn(onDone);

  const start = (next: 'approve' | 'reject') => {
    setMode(next);
    setTried(false);
    if (next === 'approve' && refundablePaise !== null) setAmount(paiseToDecimal(refundablePaise));
  };

  const typed = paiseOf(amount);
  const amountProblem =
    typed === null
      ? 'Enter an amount in rupees, like 499.50.'
      : typed === 0
        ? 'The refund must be more than zero.'
        : refundablePaise !== null && typed > refundablePaise
          ? `At most ${formatCheckoutTotal(paiseToDecimal(refundablePaise))} can be refunded.`
          : null;

  const submitApprove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (amountProblem || typed === null) return;
    approve.mutate({ returnId, refundAmount: paiseToDecimal(typed) });
  };
  const submitReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!reason.trim()) return;
    reject.mutate({ returnId, reason: reason.trim() });
  };

  if (mode === null) {
    return (
      <Flex gap="2" data-testid="return-decision">
        <Button
          size="sm"
          colorPalette="green"
          onClick={() => start('approve')}
          disabled={refundablePaise === null}
        >
          Approve
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => start('reject')}>
          Reject
        </Button>
      </Flex>
    );
  }

  if (mode === 'approve') {
    return (
      <chakra.form onSubmit={submitApprove} noValidate data-testid="approve-form">
        <Stack gap="3">
          <Field.Root required invalid={tried && amountProblem !== null}>
            <Field.Label>Refund amount (₹)</Field.Label>
            <FieldInput
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            {refundablePaise !== null && (
              <Field.HelperText>
                At most {formatCheckoutTotal(paiseToDecimal(refundablePaise))}: what was paid, less earlier
                refunds.
              </Field.HelperText>
            )}
            <Field.ErrorText>{amountProblem}</Field.ErrorText>
          </Field.Root>
          <ActionError error={approve.error} />
          <Flex gap="2" justify="flex-end">
            <Button size="sm" variant="outline" onClick={() => setMode(null)}>
              Back
            </Button>
            <Button type="submit" size="sm" colorPalette="green" loading={approve.isPending}>
              Approve and refund
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    );
  }

  return (
    <chakra.form onSubmit={submitReject} noValidate data-testid="reject-form">
      <Stack gap="3">
        <Field.Root required invalid={tried && !reason.trim()}>
          <Field.Label>Reason for rejecting</Field.Label>
          <TextArea
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Field.HelperText>The shopper reads this.</Field.HelperText>
          <Field.ErrorText>Enter the reason the shopper will read.</Field.ErrorText>
        </Field.Root>
        <ActionError error={reject.error} />
        <Flex gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setMode(null)}>
            Back
          </Button>
          <Button type="submit" size="sm" colorPalette="red" loading={reject.isPending}>
            Reject return
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
