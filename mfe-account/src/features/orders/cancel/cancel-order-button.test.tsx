import { screen, within } from '@testing-library/react';
import { CANCEL_REFUSALS } from '@festive/contracts';
import { json, renderWithShop, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { OrdersTab } from '../components/orders-tab';
import { ORDER_ID, placedOrder as order } from '../testing/customer-order';

const cancelButton = () => screen.queryByRole('button', { name: 'Cancel order FG-100040' });

describe('My Orders: cancelling an order that has not shipped', () => {
  it.each([
    ['Placed', { status: 'pending' }],
    ['Confirmed', { status: 'confirmed' }],
    ['a paid Prepaid order', { status: 'confirmed', paymentMethod: 'Prepaid', paymentStatus: 'paid' }],
  ] as const)('offers Cancel order on %s', async (_name, fields) => {
    stubFetch({ 'GET /api/orders': json([order(fields)]) });
    await renderWithShop(<OrdersTab />);
    await screen.findByTestId('order-card');
    expect(cancelButton()).toBeInTheDocument();
  });

  it.each(['shipped', 'delivered', 'cancelled'])('offers no Cancel order once %s', async (status) => {
    stubFetch({ 'GET /api/orders': json([order({ status })]) });
    await renderWithShop(<OrdersTab />);
    await screen.findByTestId('order-card');
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('asks first, sends the optional reason, then reloads My Orders', async () => {
    let cancelled = false;
    const network = stubFetch({
      'GET /api/orders': () => json([order(cancelled ? { status: 'cancelled' } : {})]),
      [`POST /api/orders/${ORDER_ID}/cancel`]: () => {
        cancelled = true;
        return json({ id: ORDER_ID, orderNumber: 'FG-100040', status: 'cancelled' });
      },
    });
    const { user } = await renderWithShop(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order FG-100040' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(network.requestsTo(`POST /api/orders/${ORDER_ID}/cancel`)).toHaveLength(0);
    await user.type(within(dialog).getByTestId('cancel-reason'), '  Ordered twice ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(network.requestsTo(`POST /api/orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({
      reason: 'Ordered twice',
    });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(network.requestsTo('GET /api/orders')).toHaveLength(2);
  });

  it('sends no reason when none is given, and Keep Order sends nothing', async () => {
    const network = stubFetch({
      'GET /api/orders': json([order()]),
      [`POST /api/orders/${ORDER_ID}/cancel`]: json({
        id: ORDER_ID,
        orderNumber: 'FG-100040',
        status: 'cancelled',
      }),
    });
    const { user } = await renderWithShop(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order FG-100040' }));
    await user.click(
      within(await screen.findByTestId('cancel-dialog')).getByRole('button', { name: 'Keep Order' }),
    );
    expect(network.requestsTo(`POST /api/orders/${ORDER_ID}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order FG-100040' }));
    await user.click(
      within(await screen.findByTestId('cancel-dialog')).getByRole('button', { name: 'Cancel Order' }),
    );
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(network.requestsTo(`POST /api/orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({});
  });

  it("shows the service's refusal in its words and reloads the order", async () => {
    let refused: StubAnswer | null = null;
    const network = stubFetch({
      'GET /api/orders': () => json([order(refused ? { status: 'shipped' } : {})]),
      [`POST /api/orders/${ORDER_ID}/cancel`]: () => {
        refused = json({ message: CANCEL_REFUSALS.shipped }, 409);
        return refused;
      },
    });
    const { user } = await renderWithShop(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order FG-100040' }));
    await user.click(
      within(await screen.findByTestId('cancel-dialog')).getByRole('button', { name: 'Cancel Order' }),
    );
    expect(await screen.findByText(CANCEL_REFUSALS.shipped)).toBeInTheDocument();
    expect(await screen.findByText('Shipped')).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(network.requestsTo('GET /api/orders')).toHaveLength(2);
  });
});
