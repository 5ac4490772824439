import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@festive/web-kit';
import { Field } from '@festive/web-kit/controls';
import { type CustomerOrder, isCancellable } from '@festive/contracts';
import { TextArea } from '../../../common/text-area';
import { OrderFormDrawer } from '../components/order-form-drawer';
import { useCancelOrder } from './cancel-order-api';

const REASON_MAX = 500;

/** The confirmation: what cancelling does, and an optional reason the shop keeps. */
function CancelDialog({ order, open, onClose }: { order: CustomerOrder; open: boolean; onClose(): void }) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const cancel = useCancelOrder(order.id, close);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!cancel.isPending) cancel.mutate(reason);
  };
  const paid = order.paymentMethod === 'Prepaid' && order.paymentStatus === 'paid';

  return (
    <OrderFormDrawer
      open={open}
      onClose={close}
      onSubmit={submit}
      testId="cancel-dialog"
      title="Cancel this order?"
      orderLabel={order.orderNumber}
      dismissLabel="Keep Order"
      closeLabel="Close without cancelling"
      submit={{
        label: 'Cancel Order',
        loadingText: 'Cancelling...',
        loading: cancel.isPending,
        colorPalette: 'red',
        testId: 'cancel-confirm-button',
      }}
    >
      <Stack gap="5" py="2">
        <Text fontSize="sm">
          {paid
            ? 'Your order will not be shipped, and your payment will be refunded to the way you paid.'
            : 'Your order will not be shipped.'}
        </Text>
        <Field.Root>
          <Field.Label>Reason (optional)</Field.Label>
          <TextArea
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Tell us why, if you like"
            data-testid="cancel-reason"
          />
        </Field.Root>
      </Stack>
    </OrderFormDrawer>
  );
}

/**
 * "Cancel order" on an order that has not shipped (Placed or Confirmed). A paid Prepaid order
 * is refunded by the service as it is cancelled. Renders nothing once the order has shipped.
 */
export function CancelOrderButton({ order }: { order: CustomerOrder }) {
  const [open, setOpen] = useState(false);
  if (!isCancellable(order)) return null;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        flex={{ base: '1', sm: 'initial' }}
        onClick={() => setOpen(true)}
        aria-label={`Cancel order ${order.orderNumber}`}
        data-testid="cancel-order-button"
      >
        Cancel order
      </Button>
      <CancelDialog order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
