import type { Serviceability } from '@festive/contracts';
import { HStack, HttpError, Spinner, Stack, Text, formatDate, serverMessage } from '@festive/web-kit';
import { useServiceability } from '../../../common/serviceability/api/get-serviceability';

/** "2026-11-25" as a local calendar date, so no time zone moves it to the day before. */
function calendarDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export interface PincodeCheckProps {
  pincode: string;
  loading: boolean;
  failed: boolean;
  answer: Serviceability | undefined;
}

/**
 * The courier check under the pincode field: deliverable or not, cash on
 * delivery or not, and the estimated delivery date. A check that could not be made is said so
 * and never blocks the shopper; one refused for too many checks says how long to wait, in the
 * service's own words.
 */
export function PincodeCheck({ pincode, loading, failed, answer }: PincodeCheckProps) {
  // The page's own check (same query): read here only for the reason it failed.
  const { error } = useServiceability(pincode);
  if (loading) {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="pincode-check" data-state="loading">
        <Spinner size="xs" />
        <Text>Checking delivery to {pincode}...</Text>
      </HStack>
    );
  }
  const limited =
    failed && error instanceof HttpError && error.status === 429 ? serverMessage(error) : undefined;
  if (limited) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="pincode-check" data-state="limited">
        {limited}. You can still continue.
      </Text>
    );
  }
  if (failed || (answer && !answer.checked)) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="pincode-check" data-state="unchecked">
        We could not check delivery to {pincode} right now. You can still continue.
      </Text>
    );
  }
  if (!answer) return null;
  if (!answer.deliverable) {
    return (
      <Text
        fontSize="sm"
        color="fg.error"
        fontWeight="medium"
        data-testid="pincode-check"
        data-state="undeliverable"
      >
        Sorry, we do not deliver to {pincode} yet. Please use another address.
      </Text>
    );
  }
  const date = answer.estimatedDeliveryDate ? calendarDate(answer.estimatedDeliveryDate) : null;
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="pincode-check" data-state="deliverable">
      <Text color="fg.success" fontWeight="medium">
        Delivery available to {pincode}
      </Text>
      <Text color={answer.codAvailable ? 'fg.muted' : 'fg.warning'}>
        {answer.codAvailable
          ? 'Cash on Delivery available'
          : 'Cash on Delivery not available here (prepaid only)'}
      </Text>
      {date && <Text color="fg.muted">Estimated delivery by {formatDate(date)}</Text>}
    </Stack>
  );
}
