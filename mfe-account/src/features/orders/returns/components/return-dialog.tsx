import { useState, type FormEvent } from 'react';
import { Stack, Text } from '@festive/web-kit';
import { Field, FieldInput, NativeSelect } from '@festive/web-kit/controls';
import { RETURN_REASONS, type CreateReturnRequest } from '@festive/contracts';
import { TextArea } from '../../../../common/text-area';
import { useOrders } from '../../api/orders';
import { OrderFormDrawer } from '../../components/order-form-drawer';
import { useCreateReturn } from '../api/create-return';

type Reason = CreateReturnRequest['reason'];
const DESCRIPTION_MAX = 1000;
const REFUND_TO_MAX = 200;
export const REFUND_TO_LABEL = 'Refund to (UPI ID or bank account)';
export const REFUND_TO_MISSING = 'Enter the UPI ID or bank account the refund should go to.';

interface ReturnDialogProps {
  orderId: string;
  orderLabel: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Request Return' dialog: a reason from the fixed list and an optional description, and for
 * a cash-on-delivery order where the refund goes (there is no payment to send it back to).
 */
export function ReturnDialog({ orderId, orderLabel, open, onClose }: ReturnDialogProps) {
  const [reason, setReason] = useState<Reason | ''>('');
  const [description, setDescription] = useState('');
  const [refundTo, setRefundTo] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  // The order is on screen already (My Orders' list, never refetched behind the page's back).
  const cashOnDelivery = useOrders().data?.find((o) => o.id === orderId)?.paymentMethod === 'COD';
  const close = () => {
    setReason('');
    setDescription('');
    setRefundTo('');
    setRefused(null);
    setTried(false);
    onClose();
  };
  const create = useCreateReturn(orderId, close, setRefused);
  const refundToMissing = cashOnDelivery && !refundTo.trim();
  const refundToError = refundToMissing ? REFUND_TO_MISSING : refused;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    if (!reason || refundToMissing || create.isPending) return;
    create.mutate({
      reason,
      description: description.trim() || undefined,
      refundTo: cashOnDelivery ? refundTo.trim() : undefined,
    });
  };

  return (
    <OrderFormDrawer
      open={open}
      onClose={close}
      onSubmit={submit}
      testId="return-dialog"
      title="Request Return"
      orderLabel={orderLabel}
      dismissLabel="Cancel"
      closeLabel="Close the return request"
      submit={{
        label: 'Submit Request',
        loadingText: 'Submitting...',
        loading: create.isPending,
        colorPalette: 'maroon',
        testId: 'return-submit-button',
      }}
    >
      <Stack gap="5" py="2">
        <Field.Root required invalid={tried && !reason}>
          <Field.Label>
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={reason}
              onChange={(event) => setReason(event.target.value as Reason | '')}
              data-testid="return-reason-select"
            >
              <option value="">Select a reason</option>
              {RETURN_REASONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>Choose a reason for the return.</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Description (optional)</Field.Label>
          <TextArea
            rows={4}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Tell us what went wrong"
            data-testid="return-description"
          />
        </Field.Root>
        {cashOnDelivery && (
          <Field.Root required invalid={(tried && refundToMissing) || Boolean(refused)}>
            <Field.Label>
              {REFUND_TO_LABEL} <Field.RequiredIndicator />
            </Field.Label>
            <FieldInput
              maxLength={REFUND_TO_MAX}
              value={refundTo}
              onChange={(event) => {
                setRefundTo(event.target.value);
                setRefused(null);
              }}
              placeholder="name@upi, or account number and IFSC"
              autoComplete="off"
              data-testid="return-refund-to"
            />
            <Field.HelperText>
              Paid on delivery, so the refund is sent here once the return is approved.
            </Field.HelperText>
            <Field.ErrorText data-testid="return-refund-to-error">{refundToError}</Field.ErrorText>
          </Field.Root>
        )}
        {refused && !cashOnDelivery && (
          <Text role="alert" color="fg.error" fontSize="sm" data-testid="return-refused">
            {refused}
          </Text>
        )}
      </Stack>
    </OrderFormDrawer>
  );
}
