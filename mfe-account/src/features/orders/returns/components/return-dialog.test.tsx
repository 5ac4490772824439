import { screen, within } from '@testing-library/react';
import { REFUND_TO_REQUIRED, RETURN_REFUSALS } from '@festive/contracts';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import { OrdersTab } from '../../components/orders-tab';
import { deliveredOrder, ORDER_ID, returnRequest } from '../../testing/customer-order';
import { REFUND_TO_MISSING } from './return-dialog';

const RETURNS = `POST /api/orders/${ORDER_ID}/returns`;
const returnButton = () => screen.queryByRole('button', { name: 'Request Return for order FG-100040' });
const refundTo = (dialog: HTMLElement) =>
  within(dialog).queryByRole('textbox', { name: /^Refund to \(UPI ID or bank account\)/ });

async function openDialog(user: Awaited<ReturnType<typeof renderWithShop>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Request Return for order FG-100040' }));
  const dialog = await screen.findByTestId('return-dialog');
  await user.selectOptions(within(dialog).getByTestId('return-reason-select'), 'Damaged or defective');
  return dialog;
}

describe('My Orders: asking to return a delivered order', () => {
  it.each([
    ['placed', { status: 'pending', returnable: false }],
    ['shipped', { status: 'shipped', returnable: false }],
    ['delivered, past its window', { returnable: false }],
  ] as const)('offers no Request Return when the service says no (%s)', async (_name, fields) => {
    stubFetch({ 'GET /api/orders': json([deliveredOrder(fields)]) });
    await renderWithShop(<OrdersTab />);
    await screen.findByTestId('order-card');
    expect(returnButton()).not.toBeInTheDocument();
  });

  it('asks a cash-on-delivery shopper where the refund goes, required, and sends it', async () => {
    let requested = false;
    const network = stubFetch({
      'GET /api/orders': () =>
        json([deliveredOrder(requested ? { returnable: false, returnRequest: returnRequest() } : {})]),
      [RETURNS]: () => {
        requested = true;
        return json(returnRequest(), 201);
      },
    });
    const { user } = await renderWithShop(<OrdersTab />);
    const dialog = await openDialog(user);
    const field = refundTo(dialog)!;
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('maxLength', '200');

    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText(REFUND_TO_MISSING)).toBeInTheDocument();
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(network.requestsTo(RETURNS)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' asha@okaxis ');
    expect(within(dialog).queryByText(REFUND_TO_MISSING)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Return request submitted')).toBeInTheDocument();
    expect(network.requestsTo(RETURNS)[0]?.body).toEqual({
      reason: 'Damaged or defective',
      refundTo: 'asha@okaxis',
    });
    expect(await screen.findByText('Return requested')).toBeInTheDocument();
    expect(returnButton()).not.toBeInTheDocument();
  });

  it('asks a prepaid shopper nothing more: the refund goes back to the payment', async () => {
    const network = stubFetch({
      'GET /api/orders': json([deliveredOrder({ paymentMethod: 'Prepaid', paymentStatus: 'paid' })]),
      [RETURNS]: json(returnRequest({ refundTo: null }), 201),
    });
    const { user } = await renderWithShop(<OrdersTab />);
    const dialog = await openDialog(user);
    expect(refundTo(dialog)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Return request submitted')).toBeInTheDocument();
    expect(network.requestsTo(RETURNS)[0]?.body).toEqual({ reason: 'Damaged or defective' });
  });

  it("shows the service's 400 at the field and keeps the dialog open with what was typed", async () => {
    const network = stubFetch({
      'GET /api/orders': json([deliveredOrder()]),
      [RETURNS]: json({ message: REFUND_TO_REQUIRED }, 400),
    });
    const { user } = await renderWithShop(<OrdersTab />);
    const dialog = await openDialog(user);
    await user.type(refundTo(dialog)!, 'asha@okaxis');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await within(dialog).findByText(REFUND_TO_REQUIRED)).toBeInTheDocument();
    expect(refundTo(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(refundTo(dialog)).toHaveValue('asha@okaxis');
    expect(screen.getByTestId('return-dialog')).toBeInTheDocument();
    // Said once, beside the field, rather than in a toast as well.
    expect(screen.queryByText('Failed to submit return request')).not.toBeInTheDocument();
    expect(network.requestsTo(RETURNS)).toHaveLength(1);

    // Typing again clears the refusal until the next answer.
    await user.type(refundTo(dialog)!, '1');
    expect(within(dialog).queryByText(REFUND_TO_REQUIRED)).not.toBeInTheDocument();
  });

  it("toasts a 409 (not delivered yet) in the service's words and reloads the order", async () => {
    let refused = false;
    const network = stubFetch({
      'GET /api/orders': () =>
        json([deliveredOrder(refused ? { status: 'shipped', returnable: false } : {})]),
      [RETURNS]: () => {
        refused = true;
        return json({ message: RETURN_REFUSALS.notDelivered }, 409);
      },
    });
    const { user } = await renderWithShop(<OrdersTab />);
    const dialog = await openDialog(user);
    await user.type(refundTo(dialog)!, 'asha@okaxis');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(RETURN_REFUSALS.notDelivered)).toBeInTheDocument();
    expect(await screen.findByText('Shipped')).toBeInTheDocument();
    expect(returnButton()).not.toBeInTheDocument();
    expect(network.requestsTo('GET /api/orders')).toHaveLength(2);
  });
});
