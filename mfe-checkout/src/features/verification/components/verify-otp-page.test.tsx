import { act, screen } from '@testing-library/react';
import { OTP_MESSAGE, type Session } from '@festive/contracts';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import { saveDeliveryDetails } from '../../../common/checkout-flow/delivery-details-storage';
import { saveResendAt } from '../../../common/checkout-flow/otp-resend-storage';
import { VerifyOtpPage } from './verify-otp-page';
import { SAMPLE_DETAILS } from '../../../common/testing/sample-details';

const details = SAMPLE_DETAILS;
const signedIn: Session = {
  loggedIn: true,
  user: { name: details.name, phone: details.phone, email: details.email },
};

const otpInput = () => screen.getByLabelText('Enter OTP');
const verifyButton = () => screen.getByRole('button', { name: 'Verify & Continue' });
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });

async function openPage(routes: Parameters<typeof stubFetch>[0] = {}) {
  const network = stubFetch(routes);
  return { network, ...(await renderWithShop(<VerifyOtpPage />, { path: '/verify-otp' })) };
}

describe('VerifyOtpPage', () => {
  beforeEach(() => saveDeliveryDetails(details, false));

  it('sends a shopper without delivery details back to the form', async () => {
    sessionStorage.clear();
    const { history } = await openPage();
    expect(history.at(-1)).toBe('/delivery-details');
  });

  it('names the phone and offers a one-time-code keypad of six digits', async () => {
    await openPage();
    expect(screen.getByTestId('otp-phone')).toHaveTextContent('+91 98765 43210');
    expect(otpInput()).toHaveAttribute('inputmode', 'numeric');
    expect(otpInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otpInput()).toHaveAttribute('maxlength', '6');
    expect(screen.getByTestId('checkout-progress')).toHaveAttribute('aria-label', 'Checkout progress 50%');
  });

  it('keeps only digits, at most six of them', async () => {
    const { user } = await openPage();
    await user.type(otpInput(), '12a3-45 6789');
    expect(otpInput()).toHaveValue('123456');
  });

  it('refuses a short code with the spec message and sends nothing', async () => {
    const { user, network } = await openPage();
    await user.type(otpInput(), '123');
    await user.click(verifyButton());
    expect(screen.getByTestId('otp-error')).toHaveTextContent(OTP_MESSAGE);
    expect(otpInput()).toHaveAttribute('aria-invalid', 'true');
    expect(network.requestsTo('POST /api/auth/verify-otp')).toHaveLength(0);
  });

  it('clears the message once a whole code is sent, signs in and goes on to payment', async () => {
    const { user, network, history } = await openPage({ 'POST /api/auth/verify-otp': json(signedIn) });
    await user.type(otpInput(), '12');
    await user.click(verifyButton());
    expect(screen.getByText(OTP_MESSAGE)).toBeInTheDocument();

    await user.type(otpInput(), '3456');
    await user.click(verifyButton());
    expect(screen.queryByText(OTP_MESSAGE)).not.toBeInTheDocument();
    expect(await screen.findByText('Phone verified successfully')).toBeInTheDocument();
    expect(network.requestsTo('POST /api/auth/verify-otp')[0]?.body).toEqual({
      phone: details.phone,
      otp: '123456',
      name: details.name,
      email: details.email,
    });
    expect(history.at(-1)).toBe('/payment');
    // Details chosen from a saved address are not saved a second time.
    expect(network.requestsTo('POST /api/addresses')).toHaveLength(0);
  });

  it('saves a new address after signing in when the form asked for it', async () => {
    saveDeliveryDetails(details, true);
    const { user, network, history } = await openPage({
      'POST /api/auth/verify-otp': json(signedIn),
      'POST /api/addresses': json({
        id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
        userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
        address: details.address,
        city: details.city,
        state: details.state,
        pincode: details.pincode,
        isDefault: 0,
      }),
    });
    await user.type(otpInput(), '123456');
    await user.click(verifyButton());
    await screen.findByText('Phone verified successfully');
    expect(network.requestsTo('POST /api/addresses')[0]?.body).toEqual({
      address: details.address,
      city: details.city,
      state: details.state,
      pincode: details.pincode,
      isDefault: 0,
    });
    expect(sessionStorage.getItem('saveNewAddress')).toBe('false');
    expect(history.at(-1)).toBe('/payment');
  });

  it("shows the service's reason when the code is wrong and stays on the page", async () => {
    const { user, history } = await openPage({
      'POST /api/auth/verify-otp': json({ message: 'Invalid OTP. 4 attempts left' }, 400),
    });
    await user.type(otpInput(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid OTP. 4 attempts left')).toBeInTheDocument();
    expect(history).toEqual(['/verify-otp']);
    expect(verifyButton()).toBeEnabled();
  });

  describe('resend', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      saveResendAt(30);
    });
    afterEach(() => jest.useRealTimers());

    const openWithClock = async (routes: Parameters<typeof stubFetch>[0] = {}) => {
      const network = stubFetch(routes);
      return {
        network,
        ...(await renderWithShop(<VerifyOtpPage />, {
          path: '/verify-otp',
          user: { advanceTimers: jest.advanceTimersByTime },
        })),
      };
    };
    const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('counts down the wait with the button disabled, then offers it', async () => {
      await openWithClock();
      expect(resendButton()).toBeDisabled();
      expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can ask for a new code in 30 s');
      tick(1000);
      expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can ask for a new code in 29 s');
      tick(28_000);
      expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can ask for a new code in 1 s');
      expect(resendButton()).toBeDisabled();
      tick(1000);
      expect(screen.queryByTestId('resend-wait')).not.toBeInTheDocument();
      expect(resendButton()).toBeEnabled();
    });

    it('keeps counting from what session storage says after a reload', async () => {
      saveResendAt(12);
      await openWithClock();
      expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can ask for a new code in 12 s');
    });

    it('sends a new code, empties the input and starts the wait again', async () => {
      const { user, network } = await openWithClock({
        'POST /api/auth/send-otp': json({ message: 'OTP sent', resendAfterSeconds: 30 }),
      });
      await user.type(otpInput(), '123');
      tick(30_000);
      await user.click(resendButton());
      expect(await screen.findByText('OTP resent')).toBeInTheDocument();
      expect(screen.getByText('A new verification code has been sent to your phone')).toBeInTheDocument();
      expect(network.requestsTo('POST /api/auth/send-otp')[0]?.body).toEqual({ phone: details.phone });
      expect(otpInput()).toHaveValue('');
      expect(resendButton()).toBeDisabled();
      expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can ask for a new code in 30 s');
    });
  });
});
