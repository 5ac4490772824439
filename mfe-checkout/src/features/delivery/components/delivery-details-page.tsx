import { type FormEvent, useEffect } from 'react';
import { Button, Link, RouterLink, Stack, Text, readCheckoutCart, chakra } from '@festive/web-kit';
import { CheckoutFrame } from '../../../common/checkout-flow/components/checkout-frame';
import { OrderSummary } from '../../../common/checkout-flow/components/order-summary';
import { useContinueFromDelivery } from '../../../common/checkout-flow/use-continue-from-delivery';
import { useServiceability } from '../../../common/serviceability/api/get-serviceability';
import {
  ADDRESS_FIELDS,
  PROFILE_FIELDS,
  shouldSaveNewAddress,
  usesSavedAddress,
} from '../delivery-form-rules';
import { useDeliveryForm } from '../use-delivery-form';
import { DeliveryFields } from './delivery-fields';
import { PincodeCheck } from './pincode-check';
import { SavedAddressPicker } from './saved-address-picker';

export const SAVED_ADDRESS_NOTE =
  'Using saved address. Fields are view-only. Select "Add New Address" to edit.';

/**
 * /delivery-details, step 1: who receives the gifts and where. Going on stores the details and
 * the saveNewAddress flag, then /verify-otp with a code sent, or /payment for a signed-in
 * shopper's trusted phone (use-continue-from-delivery.ts).
 */
export function DeliveryDetailsPage() {
  const cart = readCheckoutCart();
  const form = useDeliveryForm();
  const proceed = useContinueFromDelivery();

  const pincode = form.values.pincode.trim();
  const check = useServiceability(pincode);
  const answer = check.data?.pincode === pincode ? check.data : undefined;
  const undeliverable = answer?.checked === true && !answer.deliverable;

  // A pincode the courier places fills the city and state (the shopper can still change them).
  const { fillPlace } = form;
  const placeKey = answer?.checked ? `${answer.pincode}|${answer.city ?? ''}|${answer.state ?? ''}` : '';
  useEffect(() => {
    if (!answer?.checked || (!answer.city && !answer.state)) return;
    fillPlace({ city: answer.city, state: answer.state });
    // Once per answer: a later edit of the city or state by the shopper stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeKey]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const details = form.submit(event);
    if (!details || undeliverable) return;
    proceed.continueWith(details, shouldSaveNewAddress(form.choice), form.signedIn);
  };

  const showPicker = form.signedIn && form.addresses.length > 0;
  return (
    <CheckoutFrame
      title="Festival Gift Delivery"
      subtitle="Where should we deliver your festival gifts?"
      testId="delivery-details-page"
    >
      <OrderSummary cart={cart} />
      {cart.items.length === 0 && (
        <Text color="fg.muted" fontSize="sm" data-testid="empty-cart-note">
          Your cart is empty.{' '}
          <Link asChild color="maroon.800" fontWeight="medium">
            <RouterLink to="/">Continue Shopping</RouterLink>
          </Link>
        </Text>
      )}
      {/* Saved addresses may still be on their way: the picker appears above the address fields. */}
      <chakra.form
        onSubmit={onSubmit}
        noValidate
        aria-label="Delivery details"
        aria-busy={form.addressesLoading}
      >
        <Stack gap="5">
          <DeliveryFields
            fields={PROFILE_FIELDS}
            values={form.values}
            errors={form.errors}
            locked={form.locked}
            onChange={form.setField}
          />
          {showPicker && (
            <SavedAddressPicker addresses={form.addresses} choice={form.choice} onChoose={form.choose} />
          )}
          {usesSavedAddress(form.choice) && (
            <Text
              fontSize="sm"
              color="maroon.800"
              bg="saffron.50"
              borderRadius="md"
              px="3"
              py="2"
              data-testid="saved-address-note"
            >
              {SAVED_ADDRESS_NOTE}
            </Text>
          )}
          <DeliveryFields
            fields={ADDRESS_FIELDS}
            values={form.values}
            errors={form.errors}
            locked={form.locked}
            onChange={form.setField}
            below={{
              pincode: /^\d{6}$/.test(pincode) && (
                <PincodeCheck
                  pincode={pincode}
                  loading={check.isFetching && !answer}
                  failed={check.isError}
                  answer={answer}
                />
              ),
            }}
          />
          <Button
            type="submit"
            colorPalette="maroon"
            size="lg"
            disabled={proceed.isPending || form.needsChoice || undeliverable}
            data-testid="continue-to-verification"
          >
            {proceed.isPending ? 'Sending OTP...' : 'Continue to Verification'}
          </Button>
        </Stack>
      </chakra.form>
    </CheckoutFrame>
  );
}
