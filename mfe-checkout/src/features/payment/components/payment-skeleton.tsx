import { Stack } from '@festive/web-kit';
import { Skeleton } from '@festive/web-kit/controls';
import { CheckoutFrame } from '../../../common/checkout-flow/components/checkout-frame';

/** While the session check runs (skeleton placeholders). */
export function PaymentSkeleton() {
  return (
    <CheckoutFrame title="Payment" testId="payment-page-loading">
      <Stack gap="4" aria-busy="true" aria-label="Loading">
        <Skeleton height="3" />
        <Skeleton height="16" />
        <Skeleton height="24" />
        <Skeleton height="20" />
        <Skeleton height="12" />
      </Stack>
    </CheckoutFrame>
  );
}
