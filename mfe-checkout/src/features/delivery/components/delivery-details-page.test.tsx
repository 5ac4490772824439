import { screen, waitFor, within } from '@testing-library/react';
import {
  ANONYMOUS_SESSION,
  DELIVERY_MESSAGES,
  type Address,
  type DeliveryDetails,
  type Serviceability,
  type Session,
} from '@festive/contracts';
import { saveCheckoutCart } from '@festive/web-kit';
import { json, renderWithShop, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { saveDeliveryDetails } from '../../../common/checkout-flow/delivery-details-storage';
import { DeliveryDetailsPage, SAVED_ADDRESS_NOTE } from './delivery-details-page';
import { SAMPLE_DETAILS } from '../../../common/testing/sample-details';

const LABELS = {
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
} as const;
type Key = keyof typeof LABELS;

const shopper = SAMPLE_DETAILS;
const profile = { name: 'Asha Rao', phone: '+919876543210', email: 'asha@example.in' };
const signedIn: Session = { loggedIn: true, user: profile };
const home: Address = {
  id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
  address: '7 Koregaon Park Lane',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  isDefault: 1,
};
const deliverable: Serviceability = {
  pincode: '411001',
  checked: true,
  deliverable: true,
  codAvailable: true,
  estimatedDeliveryDate: '2026-11-25',
};

const field = (key: Key) => screen.getByLabelText(LABELS[key], { exact: true });
const continueButton = () => screen.getByTestId('continue-to-verification');

async function openPage(routes: Record<string, StubAnswer | (() => Promise<StubAnswer>)> = {}) {
  const network = stubFetch({
    'GET /api/auth/session': json(ANONYMOUS_SESSION),
    'GET /api/shipping/serviceability/411001': json(deliverable),
    ...routes,
  });
  return { network, ...(await renderWithShop(<DeliveryDetailsPage />, { path: '/delivery-details' })) };
}

type View = Awaited<ReturnType<typeof openPage>>;

/** Like Playwright's `fill`: each value replaces the field's text in one input event. */
async function fill({ user }: View, values: Partial<DeliveryDetails>) {
  for (const [key, value] of Object.entries(values) as [Key, string][]) {
    const element = field(key);
    if (element instanceof HTMLSelectElement) {
      await user.selectOptions(element, value);
      continue;
    }
    await user.clear(element);
    if (value) await user.paste(value);
  }
}

describe('DeliveryDetailsPage for a visitor', () => {
  it('shows every spec message on an empty submit, sends nothing and focuses the first field', async () => {
    const view = await openPage();
    await view.user.click(continueButton());
    for (const [key, message] of Object.entries(DELIVERY_MESSAGES)) {
      expect(screen.getByTestId(`delivery-${key}-error`)).toHaveTextContent(message);
    }
    expect(field('name')).toHaveFocus();
    expect(view.network.requestsTo('POST /api/auth/send-otp')).toHaveLength(0);
    expect(view.history).toEqual(['/delivery-details']);
  });

  it('gives each wrong value its message, and no message before the first submit', async () => {
    const view = await openPage();
    await fill(view, {
      name: 'A',
      phone: '98765 4321',
      email: 'asha@',
      address: 'Lane',
      city: 'P',
      state: '',
      pincode: '4110',
    });
    expect(screen.queryByText(DELIVERY_MESSAGES.name)).not.toBeInTheDocument();
    await view.user.click(continueButton());
    for (const message of Object.values(DELIVERY_MESSAGES)) {
      expect(screen.getByText(message, { exact: true })).toBeInTheDocument();
    }
  });

  it('takes each message away as its field is corrected', async () => {
    const view = await openPage();
    await view.user.click(continueButton());
    await fill(view, { ...shopper, pincode: '4110' });
    for (const key of ['name', 'phone', 'email', 'address', 'city', 'state'] as const) {
      expect(screen.queryByTestId(`delivery-${key}-error`)).not.toBeInTheDocument();
    }
    expect(screen.getByText(DELIVERY_MESSAGES.pincode)).toBeInTheDocument();
    expect(field('pincode')).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a phone with a country code and refuses one a digit short', async () => {
    const view = await openPage();
    await fill(view, { ...shopper, phone: '+919876543210' });
    await view.user.click(continueButton());
    expect(screen.queryByText(DELIVERY_MESSAGES.phone)).not.toBeInTheDocument();
    await fill(view, { phone: '98765 4321' });
    expect(screen.getByText(DELIVERY_MESSAGES.phone)).toBeInTheDocument();
  });

  it('takes at most six pincode characters', async () => {
    const view = await openPage();
    expect(field('pincode')).toHaveAttribute('maxlength', '6');
    await view.user.click(continueButton());
    await view.user.type(field('pincode'), '4110019');
    expect(field('pincode')).toHaveValue('411001');
    expect(screen.queryByText(DELIVERY_MESSAGES.pincode)).not.toBeInTheDocument();
  });

  it('offers the right keyboards and autofill', async () => {
    await openPage();
    expect(field('phone')).toHaveAttribute('type', 'tel');
    expect(field('phone')).toHaveAttribute('autocomplete', 'tel');
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('pincode')).toHaveAttribute('inputmode', 'numeric');
    expect(field('pincode')).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('lets a visitor type every field and offers no saved addresses', async () => {
    const { network } = await openPage();
    for (const key of Object.keys(LABELS) as Key[]) expect(field(key)).not.toHaveAttribute('readonly');
    expect(screen.queryByTestId('saved-addresses')).not.toBeInTheDocument();
    expect(network.requestsTo('GET /api/addresses')).toHaveLength(0);
  });

  it('sends the code, keeps the details to save the address later and moves on to /verify-otp', async () => {
    const view = await openPage({
      'POST /api/auth/send-otp': json({ message: 'OTP sent', resendAfterSeconds: 30 }),
    });
    await fill(view, { ...shopper, name: '  Asha Rao ' });
    await view.user.click(continueButton());
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(view.network.requestsTo('POST /api/auth/send-otp')[0]?.body).toEqual({ phone: shopper.phone });
    expect(JSON.parse(sessionStorage.getItem('deliveryDetails') ?? 'null')).toEqual(shopper);
    expect(sessionStorage.getItem('saveNewAddress')).toBe('true');
    expect(view.history.at(-1)).toBe('/verify-otp');
  });

  it('says "Sending OTP..." while the code is on its way, and the reason when it fails', async () => {
    let answer: (reply: StubAnswer) => void = () => undefined;
    const view = await openPage({
      'POST /api/auth/send-otp': () => new Promise<StubAnswer>((resolve) => (answer = resolve)),
    });
    await fill(view, shopper);
    await view.user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    answer(json({ message: 'Too many codes for this phone, try again in an hour' }, 429));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(screen.getByText('Too many codes for this phone, try again in an hour')).toBeInTheDocument();
    expect(continueButton()).toHaveTextContent('Continue to Verification');
    expect(view.history).toEqual(['/delivery-details']);
    expect(sessionStorage.getItem('deliveryDetails')).toBeNull();
  });

  it("goes to /verify-otp counting down when the phone's resend wait still runs", async () => {
    const view = await openPage({
      'POST /api/auth/send-otp': json(
        { message: 'Please wait 12 seconds before requesting a new code' },
        429,
      ),
      'POST /api/auth/phone-trust': json({ trusted: false, resendAfterSeconds: 12 }),
    });
    await fill(view, shopper);
    const before = Date.now();
    await view.user.click(continueButton());
    await waitFor(() => expect(view.history.at(-1)).toBe('/verify-otp'));
    const resendAt = Number(sessionStorage.getItem('otpResendAt'));
    expect(resendAt - before).toBeGreaterThanOrEqual(12_000);
    expect(view.network.requestsTo('POST /api/auth/send-otp')).toHaveLength(1);
  });

  it('sends again when the resend wait ended between the refusal and the question', async () => {
    let sends = 0;
    const view = await openPage({
      'POST /api/auth/send-otp': async () =>
        ++sends === 1
          ? json({ message: 'Please wait 1 second before requesting a new code' }, 429)
          : json({ message: 'OTP sent', resendAfterSeconds: 30 }),
      'POST /api/auth/phone-trust': json({ trusted: false, resendAfterSeconds: 0 }),
    });
    await fill(view, shopper);
    await view.user.click(continueButton());
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(view.network.requestsTo('POST /api/auth/send-otp')).toHaveLength(2);
    expect(view.history.at(-1)).toBe('/verify-otp');
  });

  it('shows an hourly cap once: the second refusal is the answer', async () => {
    const view = await openPage({
      'POST /api/auth/send-otp': json(
        { message: 'Too many codes for this phone, try again in an hour' },
        429,
      ),
      'POST /api/auth/phone-trust': json({ trusted: false, resendAfterSeconds: 0 }),
    });
    await fill(view, shopper);
    await view.user.click(continueButton());
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(view.network.requestsTo('POST /api/auth/send-otp')).toHaveLength(2);
    expect(view.history).toEqual(['/delivery-details']);
  });

  it('fills the form again from details stored earlier (back from "Change Phone Number")', async () => {
    saveDeliveryDetails(shopper, true);
    await openPage();
    for (const key of Object.keys(LABELS) as Key[]) expect(field(key)).toHaveValue(shopper[key]);
  });

  it('offers a way back to the shop when the cart is empty', async () => {
    await openPage();
    expect(screen.getByTestId('empty-cart-note')).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the order total of the stored cart with two decimals', async () => {
    saveCheckoutCart({
      items: [
        {
          id: 'b7d1e0a2-1c3f-4e5a-8b9c-0d1e2f3a4b5c',
          name: 'Brass Diya',
          price: '1249.50',
          image: '/d.png',
          quantity: 2,
        },
      ],
      total: 2499,
      currency: { symbol: '₹', code: 'INR' },
    });
    await openPage();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹2,499.00');
    expect(screen.queryByTestId('empty-cart-note')).not.toBeInTheDocument();
  });
});

describe('the pincode check', () => {
  it('tells a deliverable pincode, cash on delivery and the estimated date', async () => {
    const view = await openPage();
    await view.user.type(field('pincode'), '411001');
    expect(await screen.findByText('Delivery available to 411001')).toBeInTheDocument();
    expect(screen.getByTestId('pincode-check')).toHaveAttribute('data-state', 'deliverable');
    expect(screen.getByText('Cash on Delivery available')).toBeInTheDocument();
    expect(screen.getByText(/^Estimated delivery by \d{1,2} [A-Z][a-z]+ 2026$/)).toBeInTheDocument();
  });

  it('offers the 36 states and union territories as a list', async () => {
    await openPage();
    const options = within(field('state')).getAllByRole('option');
    expect(options).toHaveLength(37);
    expect(options[0]).toHaveValue('');
    expect(options.map((option) => option.textContent)).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('fills the city and state the courier gives the pincode, and they stay editable', async () => {
    const view = await openPage({
      'GET /api/shipping/serviceability/411001': json({ ...deliverable, city: 'Pune', state: 'Maharashtra' }),
    });
    await view.user.type(field('pincode'), '411001');
    expect(await screen.findByDisplayValue('Pune')).toBe(field('city'));
    expect(field('state')).toHaveValue('Maharashtra');
    await fill(view, { city: 'Pimpri', state: 'Goa' });
    expect(field('city')).toHaveValue('Pimpri');
    expect(field('state')).toHaveValue('Goa');
  });

  it('never writes over a city the shopper typed', async () => {
    const view = await openPage({
      'GET /api/shipping/serviceability/411001': json({ ...deliverable, city: 'Pune', state: 'Maharashtra' }),
    });
    await fill(view, { city: 'Hadapsar' });
    await view.user.type(field('pincode'), '411001');
    expect(await screen.findByText('Delivery available to 411001')).toBeInTheDocument();
    expect(field('state')).toHaveValue('Maharashtra');
    expect(field('city')).toHaveValue('Hadapsar');
  });

  it('asks only about complete pincodes', async () => {
    const view = await openPage();
    await view.user.type(field('pincode'), '41100');
    expect(screen.queryByTestId('pincode-check')).not.toBeInTheDocument();
    expect(view.network.requests.filter((r) => r.path.startsWith('/api/shipping'))).toHaveLength(0);
  });

  it('says when cash on delivery is not available', async () => {
    const view = await openPage({
      'GET /api/shipping/serviceability/411001': json({ ...deliverable, codAvailable: false }),
    });
    await view.user.type(field('pincode'), '411001');
    expect(await screen.findByText('Cash on Delivery not available here (prepaid only)')).toBeInTheDocument();
  });

  it('blocks an undeliverable pincode', async () => {
    const view = await openPage({
      'GET /api/shipping/serviceability/990001': json({
        ...deliverable,
        pincode: '990001',
        deliverable: false,
        codAvailable: false,
      }),
    });
    await fill(view, { ...shopper, pincode: '990001' });
    expect(
      await screen.findByText('Sorry, we do not deliver to 990001 yet. Please use another address.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pincode-check')).toHaveAttribute('data-state', 'undeliverable');
    expect(continueButton()).toBeDisabled();
  });

  it('never blocks the shopper when the check cannot be made', async () => {
    const view = await openPage({
      'GET /api/shipping/serviceability/411001': json({ message: 'courier down' }, 503),
    });
    await fill(view, shopper);
    expect(
      await screen.findByText('We could not check delivery to 411001 right now. You can still continue.'),
    ).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });
});

describe('DeliveryDetailsPage for a signed-in shopper', () => {
  const openSignedIn = (addresses: Address[]) =>
    openPage({ 'GET /api/auth/session': json(signedIn), 'GET /api/addresses': json(addresses) });

  it('fills name, phone and e-mail from the profile and locks them', async () => {
    await openSignedIn([]);
    expect(await screen.findByDisplayValue(profile.phone)).toBe(field('phone'));
    expect(field('name')).toHaveValue(profile.name);
    expect(field('email')).toHaveValue(profile.email);
    for (const key of ['name', 'phone', 'email'] as const) expect(field(key)).toHaveAttribute('readonly');
    // Without saved addresses there is nothing to choose: the address is typed.
    expect(screen.queryByTestId('saved-addresses')).not.toBeInTheDocument();
    expect(field('address')).not.toHaveAttribute('readonly');
    expect(continueButton()).toBeEnabled();
  });

  it('lists the saved addresses and waits for a choice', async () => {
    await openSignedIn([home]);
    const picker = await screen.findByTestId('saved-addresses');
    const saved = within(picker).getByTestId('saved-address');
    expect(saved).toHaveTextContent(home.address);
    expect(saved).toHaveTextContent(`${home.city}, ${home.state} - ${home.pincode}`);
    expect(within(saved).getByText('Default')).toBeInTheDocument();
    expect(within(picker).getByText('Add New Address')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('tells assistive technology the form is still busy until the saved addresses arrive', async () => {
    let answer: (addresses: StubAnswer) => void = () => undefined;
    await openPage({
      'GET /api/auth/session': json(signedIn),
      'GET /api/addresses': () => new Promise<StubAnswer>((resolve) => (answer = resolve)),
    });
    const form = screen.getByRole('form', { name: 'Delivery details' });
    await screen.findByDisplayValue(profile.phone);
    expect(form).toHaveAttribute('aria-busy', 'true');
    answer(json([home]));
    await screen.findByTestId('saved-addresses');
    expect(form).toHaveAttribute('aria-busy', 'false');
  });

  it('locks the address fields to a chosen saved address, and frees them for a new one', async () => {
    const view = await openSignedIn([home]);
    await screen.findByTestId('saved-addresses');

    await view.user.click(screen.getByRole('radio', { name: new RegExp(home.address) }));
    expect(screen.getByText(SAVED_ADDRESS_NOTE)).toBeInTheDocument();
    expect(field('address')).toHaveValue(home.address);
    expect(field('pincode')).toHaveValue(home.pincode);
    for (const key of ['address', 'city', 'state', 'pincode'] as const) {
      expect(field(key)).toHaveAttribute('readonly');
    }
    expect(continueButton()).toBeEnabled();

    await view.user.click(screen.getByRole('radio', { name: 'Add New Address' }));
    expect(screen.queryByText(SAVED_ADDRESS_NOTE)).not.toBeInTheDocument();
    for (const key of ['address', 'city', 'state', 'pincode'] as const) {
      expect(field(key)).toHaveValue('');
      expect(field(key)).not.toHaveAttribute('readonly');
    }
    expect(field('name')).toHaveValue(profile.name);
    expect(field('name')).toHaveAttribute('readonly');
  });

  it('does not save a chosen saved address again after verification', async () => {
    const view = await openPage({
      'GET /api/auth/session': json(signedIn),
      'GET /api/addresses': json([home]),
      'POST /api/auth/send-otp': json({ message: 'OTP sent', resendAfterSeconds: 30 }),
    });
    await screen.findByTestId('saved-addresses');
    await view.user.click(screen.getByRole('radio', { name: new RegExp(home.address) }));
    await view.user.click(continueButton());
    await screen.findByText('Verification code sent');
    expect(view.network.requestsTo('POST /api/auth/send-otp')[0]?.body).toEqual({ phone: profile.phone });
    expect(sessionStorage.getItem('saveNewAddress')).toBe('false');
  });

  it('picks the saved address that stored details match when coming back', async () => {
    saveDeliveryDetails({ ...shopper, ...home, phone: profile.phone }, false);
    await openSignedIn([home]);
    expect(await screen.findByText(SAVED_ADDRESS_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(home.address) })).toBeChecked();
    expect(continueButton()).toBeEnabled();
  });
});
