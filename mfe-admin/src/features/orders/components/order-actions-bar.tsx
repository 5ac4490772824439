import { useState, type FormEvent } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@festive/web-kit';
import { Field } from '@festive/web-kit/controls';
import type { OrderDeskDetail } from '@festive/contracts';
import { ActionError } from '../../../common/desk/detail-parts';
import { TextArea } from '../../../common/form-parts';
import { useCancelOrder, useResendInvoice, useRetryShipment } from '../api/order-actions';
import { DeskActionButton } from './desk-action-button';

const REASON_MAX = 500;

/** Cancel asks first, with an optional reason the order's history keeps. */
function CancelConfirm({
  orderId,
  orderNumber,
  onDone,
}: {
  orderId: string;
  orderNumber: string;
  onDone(): void;
}) {
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    cancel.mutate({ orderId, reason: reason.trim() || undefined }, { onSuccess: onDone });
  };
  return (
    <chakra.form
      onSubmit={submit}
      borderWidth="1px"
      borderColor="red.200"
      bg="red.50"
      borderRadius="md"
      p="3"
      data-testid="cancel-confirm"
    >
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          Cancel order {orderNumber}? The courier booking is cancelled and the stock goes back.
        </Text>
        <Field.Root>
          <Field.Label fontSize="xs">Reason (optional)</Field.Label>
          <TextArea
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field.Root>
        <ActionError error={cancel.error} />
        <Flex gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={onDone}>
            Keep order
          </Button>
          <Button
            type="submit"
            size="sm"
            colorPalette="red"
            loading={cancel.isPending}
            loadingText="Cancelling..."
          >
            Confirm cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** What can be done to the order now (the server says which; it refuses the rest all the same). */
export function OrderActionsBar({ detail }: { detail: OrderDeskDetail }) {
  const [confirming, setConfirming] = useState(false);
  const resend = useResendInvoice();
  const retry = useRetryShipment();
  const { order, actions } = detail;
  if (!actions.cancel && !actions.resendInvoice && !actions.retryShipment) return null;
  return (
    <Stack gap="2" data-testid="order-actions">
      <Flex gap="2" wrap="wrap">
        {actions.cancel && !confirming && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        )}
        {actions.resendInvoice && (
          <DeskActionButton busy={resend.isPending} onClick={() => resend.mutate(order.id)}>
            Resend invoice
          </DeskActionButton>
        )}
        {actions.retryShipment && (
          <DeskActionButton busy={retry.isPending} onClick={() => retry.mutate(order.id)}>
            Retry shipment hand-off
          </DeskActionButton>
        )}
      </Flex>
      <ActionError error={resend.error ?? retry.error} />
      {confirming && (
        <CancelConfirm
          orderId={order.id}
          orderNumber={order.orderNumber}
          onDone={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
