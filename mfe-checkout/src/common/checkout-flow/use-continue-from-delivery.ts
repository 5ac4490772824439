import { useState } from 'react';
import type { DeliveryDetails } from '@festive/contracts';
import { HttpError, notify, serverMessage, useNavigate, useQueryClient } from '@festive/web-kit';
import { checkPhoneTrust } from './api/phone-trust';
import { sendOtp } from './api/send-otp';
import { saveDeliveryDetails } from './delivery-details-storage';
import { saveResendAt } from './otp-resend-storage';
import { saveAddressAfterSignIn } from './save-address-after-sign-in';

/**
 * Where "Continue to Verification" goes. The server decides: a signed-in shopper whose own phone
 * was verified within the trusted window goes straight to /payment (the orders service accepts
 * such an order without a new code); anyone else is sent a code and goes to /verify-otp. When
 * the phone's resend wait still runs (a code went out moments ago), there is no new code to send:
 * /verify-otp takes the code already sent and counts the wait down to "Resend OTP".
 */
export function useContinueFromDelivery() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const toVerification = (details: DeliveryDetails, saveNewAddress: boolean, waitSeconds?: number) => {
    saveDeliveryDetails(details, saveNewAddress);
    if (waitSeconds !== undefined) saveResendAt(waitSeconds);
    navigate('/verify-otp');
  };

  const sendCode = async (details: DeliveryDetails, saveNewAddress: boolean, askedAgain = false) => {
    try {
      await sendOtp(details.phone);
      notify({ title: 'Verification code sent', type: 'success' });
      toVerification(details, saveNewAddress);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) {
        const answer = await checkPhoneTrust(details.phone).catch(() => null);
        if (answer && answer.resendAfterSeconds > 0) {
          toVerification(details, saveNewAddress, answer.resendAfterSeconds);
          return;
        }
        // No wait runs any more: it ended between the two answers (a new code may go now), or
        // the refusal was an hourly cap, which the second try answers with its own message.
        if (answer && !askedAgain) {
          await sendCode(details, saveNewAddress, true);
          return;
        }
      }
      notify({
        title: 'Failed to send OTP',
        description: serverMessage(error) ?? 'Please try again',
        type: 'error',
      });
    }
  };

  const go = async (details: DeliveryDetails, saveNewAddress: boolean, signedIn: boolean) => {
    if (signedIn) {
      const answer = await checkPhoneTrust(details.phone).catch(() => null);
      if (answer?.trusted) {
        saveDeliveryDetails(details, saveNewAddress);
        await saveAddressAfterSignIn(details, queryClient);
        navigate('/payment');
        return;
      }
      if (answer && answer.resendAfterSeconds > 0) {
        toVerification(details, saveNewAddress, answer.resendAfterSeconds);
        return;
      }
    }
    await sendCode(details, saveNewAddress);
  };

  return {
    isPending: pending,
    continueWith: (details: DeliveryDetails, saveNewAddress: boolean, signedIn: boolean) => {
      if (pending) return;
      setPending(true);
      void go(details, saveNewAddress, signedIn).finally(() => setPending(false));
    },
  };
}
