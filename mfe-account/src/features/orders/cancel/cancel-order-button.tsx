import { useState, type FormEvent } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@festive/web-kit';
import { Field } from '@festive/web-kit/controls';
import { CloseButton, Drawer, Portal } from '@festive/web-kit/overlays';
import { type CustomerOrder, isCancellable } from '@festive/contracts';
import { TextArea } from '../../../common/text-area';
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
    <Drawer.Root
      open={open}
      onOpenChange={({ open: next }) => !next && close()}
      placement={{ mdDown: 'bottom', md: 'end' }}
      size="sm"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            data-testid="cancel-dialog"
            bg="bg"
            maxH={{ mdDown: '90dvh' }}
            roundedTop={{ mdDown: 'xl' }}
          >
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Drawer.Header borderBottomWidth="1px" borderColor="saffron.200" bg="saffron.50">
                <Stack gap="0">
                  <Drawer.Title fontFamily="heading" color="maroon.800" fontSize="xl">
                    Cancel this order?
                  </Drawer.Title>
                  <Text fontSize="sm" color="fg.muted">
                    Order #{order.orderNumber}
                  </Text>
                </Stack>
              </Drawer.Header>
              <Drawer.Body>
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
              </Drawer.Body>
              <Drawer.Footer borderTopWidth="1px" borderColor="saffron.200">
                <Flex gap="3" w="full" justify="flex-end">
                  <Button variant="outline" onClick={close}>
                    Keep Order
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="red"
                    loading={cancel.isPending}
                    loadingText="Cancelling..."
                    data-testid="cancel-confirm-button"
                  >
                    Cancel Order
                  </Button>
                </Flex>
              </Drawer.Footer>
            </chakra.form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close without cancelling" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
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
