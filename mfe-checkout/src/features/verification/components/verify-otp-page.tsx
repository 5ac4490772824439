import { type FormEvent, useState } from 'react';
import { otpCode } from '@festive/contracts';
import {
  Button,
  HStack,
  Link,
  Navigate,
  RouterLink,
  SESSION_QUERY_KEY,
  Stack,
  Text,
  chakra,
  formatPhone,
  notify,
  serverMessage,
  useNavigate,
  useQueryClient,
} from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';
import { LIMITS } from '@festive/contracts';
import { useSendOtp } from '../../../common/checkout-flow/api/send-otp';
import { CheckoutFrame } from '../../../common/checkout-flow/components/checkout-frame';
import { CheckoutProgress } from '../../../common/checkout-flow/components/checkout-progress';
import { readDeliveryDetails } from '../../../common/checkout-flow/delivery-details-storage';
import { useVerifyOtp } from '../api/verify-otp';
import { saveAddressAfterSignIn } from '../../../common/checkout-flow/save-address-after-sign-in';
import { useResendCountdown } from '../use-resend-countdown';

const otpRule = otpCode();

/**
 * /verify-otp, step 2: the 6-digit code sent to the phone. Verifying signs the shopper
 * in, saves a new address when one was chosen (a failure there is only logged), then /payment.
 */
export function VerifyOtpPage() {
  const [details] = useState(readDeliveryDetails);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const countdown = useResendCountdown();

  if (!details) return <Navigate to="/delivery-details" replace />;

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpRule.safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    verify.mutate(
      { phone: details.phone, otp: parsed.data, name: details.name, email: details.email },
      {
        onSuccess: async (session) => {
          queryClient.setQueryData(SESSION_QUERY_KEY, session);
          notify({ title: 'Phone verified successfully', type: 'success' });
          await saveAddressAfterSignIn(details, queryClient);
          navigate('/payment');
        },
        onError: (failure) => {
          notify({
            title: 'Verification failed',
            description: serverMessage(failure) ?? 'Invalid OTP. Please try again',
            type: 'error',
          });
        },
      },
    );
  };

  const onResend = () => {
    resend.mutate(details.phone, {
      onSuccess: () => {
        countdown.restart();
        setOtp('');
        notify({
          title: 'OTP resent',
          description: 'A new verification code has been sent to your phone',
          type: 'success',
        });
      },
      onError: () => notify({ title: 'Failed to resend OTP', type: 'error' }),
    });
  };

  const busy = verify.isPending || verify.isSuccess;
  return (
    <CheckoutFrame title="Verify your phone" testId="verify-otp-page">
      <CheckoutProgress value={50} />
      <Text>
        Enter the 6-digit code we sent to{' '}
        <chakra.strong data-testid="otp-phone" whiteSpace="nowrap">
          {formatPhone(details.phone)}
        </chakra.strong>
      </Text>
      <chakra.form onSubmit={onVerify} noValidate aria-label="Verify phone">
        <Stack gap="4">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Enter OTP</Field.Label>
            <FieldInput
              name="otp"
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, LIMITS.otpLength))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={LIMITS.otpLength}
              placeholder="6-digit code"
              _placeholder={{ letterSpacing: 'normal', fontSize: 'md' }}
              textAlign="center"
              fontSize="2xl"
              letterSpacing="0.5em"
              size="lg"
              // The code is the page's one task and the shopper arrives from "Send OTP" to type it.
              // eslint-disable-next-line jsx-a11y-x/no-autofocus
              autoFocus
              data-testid="otp-input"
            />
            {error && <Field.ErrorText data-testid="otp-error">{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="maroon" size="lg" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify & Continue'}
          </Button>
        </Stack>
      </chakra.form>
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Stack gap="0" align="flex-start">
          <Button
            variant="ghost"
            colorPalette="maroon"
            onClick={onResend}
            disabled={countdown.secondsLeft > 0 || resend.isPending || busy}
            px="0"
          >
            Resend OTP
          </Button>
          {countdown.secondsLeft > 0 && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="resend-wait">
              You can ask for a new code in {countdown.secondsLeft} s
            </Text>
          )}
        </Stack>
        <Link asChild color="maroon.800" fontWeight="medium">
          <RouterLink to="/delivery-details">Change Phone Number</RouterLink>
        </Link>
      </HStack>
    </CheckoutFrame>
  );
}
