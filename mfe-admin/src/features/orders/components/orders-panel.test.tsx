import { screen, within } from '@testing-library/react';
import {
  CANCEL_REFUSALS,
  ORDER_DESK_REFUSALS,
  type Order,
  type OrderDeskDetail,
  type OrderDeskPage,
  type Refund,
} from '@festive/contracts';
import { json, renderWithShop, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { OrdersPanel } from './orders-panel';

const ORDER_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const order = (overrides: Partial<Order> = {}): Order => ({
  id: ORDER_ID,
  orderNumber: 'FG-100040',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  customerPhone: '9876543210',
  customerAddress: '12 MG Road',
  customerCity: 'Pune',
  customerState: 'Maharashtra',
  customerPincode: '411001',
  total: '1000.00',
  paymentMethod: 'COD',
  paymentId: null,
  status: 'pending',
  shiprocketOrderId: null,
  shipmentId: null,
  awbCode: null,
  courierName: null,
  trackingUrl: null,
  shipmentStatus: null,
  invoiceSent: 0,
  createdAt: '2025-10-20T10:00:00.000Z',
  paymentStatus: 'cod',
  shippingStatus: 'pending',
  shippingError: null,
  ...overrides,
});

const page = (items: Order[], total = items.length, pageNumber = 1): OrderDeskPage => ({
  items,
  total,
  page: pageNumber,
  pageSize: 20,
});

const manualRefund: Refund = {
  id: '7c6b5a49-3827-4615-9f4e-3d2c1b0a9f8e',
  orderId: ORDER_ID,
  orderNumber: 'FG-100040',
  returnRequestId: null,
  amount: '1000.00',
  method: 'manual',
  reason: 'return',
  status: 'pending',
  razorpayRefundId: null,
  reference: null,
  createdAt: '2025-10-22T10:00:00.000Z',
  processedAt: null,
};

const detail = (overrides: Partial<OrderDeskDetail> = {}): OrderDeskDetail => ({
  order: order(),
  statusLabel: 'Placed',
  items: [
    {
      id: '0a1b2c3d-4e5f-4061-8273-94a5b6c7d8e9',
      orderId: ORDER_ID,
      productId: '1a2b3c4d-5e6f-4071-8283-94a5b6c7d8e9',
      productName: 'Brass Diya',
      productSku: 'FD001',
      productImage: '/objects/seed/brass-diya.svg',
      quantity: 2,
      price: '500.00',
      subtotal: '1000.00',
    },
  ],
  customer: { name: 'Asha <b>Rao</b>', phone: '9876543210', email: 'asha@example.in' },
  address: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  payment: { method: 'COD', status: 'cod', statusLabel: 'Cash on delivery', paymentId: null, attempts: [] },
  shipment: {
    shippingStatus: 'failed',
    shippingStatusLabel: 'Booking failed',
    shippingError: 'Shiprocket answered 503',
    shiprocketOrderId: null,
    shipmentId: null,
    awbCode: null,
    courierName: null,
    trackingUrl: null,
    shipmentStatus: null,
    events: [],
  },
  invoice: { number: 'FG/2025-26/000012', issuedAt: '2025-10-20T10:01:00.000Z', sent: true, refusal: null },
  returns: [],
  refunds: [],
  transitions: [
    {
      id: '2b3c4d5e-6f70-4182-9394-a5b6c7d8e9f0',
      orderId: ORDER_ID,
      field: 'shipping_status',
      fromValue: 'pending',
      toValue: 'failed',
      actor: 'system:shipping.submit',
      reason: 'every attempt failed',
      createdAt: '2025-10-20T10:05:00.000Z',
    },
  ],
  actions: { cancel: true, resendInvoice: true, retryShipment: true },
  ...overrides,
});

async function openPanel(
  routes: Record<string, StubAnswer | ((r: { path: string }) => StubAnswer)>,
  path = '/admin?tab=orders',
) {
  const network = stubFetch(routes);
  const view = await renderWithShop(<OrdersPanel />, { path });
  return { ...view, network };
}

const listCalls = (network: ReturnType<typeof stubFetch>) =>
  network.requestsTo('GET /api/admin/orders').map((request) => request.path);

describe('OrdersPanel', () => {
  it("shows 'No orders yet.' for an empty shop and the columns of the 'All Orders' table", async () => {
    await openPanel({ 'GET /api/admin/orders': json(page([])) });
    expect(screen.getByRole('heading', { name: 'All Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('reads the desk again when the owner comes back to the tab: a new order shows without a reload', async () => {
    const newer = order({ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', orderNumber: 'FG-100041' });
    let reads = 0;
    const { network } = await openPanel({
      'GET /api/admin/orders': () => json(page(++reads === 1 ? [order()] : [newer, order()])),
    });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('FG-100041')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-row')).toHaveLength(2);
    expect(listCalls(network)).toHaveLength(2);
  });

  it('lists a page with the order number, rupees, the upper-cased method and the status label', async () => {
    await openPanel({
      'GET /api/admin/orders': json(
        page([
          order(),
          order({
            id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
            orderNumber: 'FG-100039',
            paymentMethod: 'Prepaid',
            paymentStatus: 'pending',
          }),
        ]),
      ),
    });
    const rows = await screen.findAllByTestId('order-row');
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'FG-100040',
      'Asha Rao',
      '₹1,000.00',
      'COD',
      'Placed',
      '20 October 2025',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 1–2 of 2');
  });

  it('reads the search from the URL, asks the server for that page and pages with Previous/Next', async () => {
    const { user, network, history } = await openPanel(
      {
        'GET /api/admin/orders': (request) =>
          json(
            request.path.includes('page=3')
              ? page([order()], 41, 3)
              : page(
                  Array.from({ length: 20 }, (_, n) =>
                    order({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` }),
                  ),
                  41,
                  2,
                ),
          ),
      },
      '/admin?tab=orders&q=asha&status=pending&page=2',
    );
    expect(await screen.findByText('Showing 21–40 of 41')).toBeInTheDocument();
    expect(listCalls(network)[0]).toBe('/api/admin/orders?q=asha&status=pending&page=2&pageSize=20');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('asha');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–41 of 41')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/admin?tab=orders&q=asha&status=pending&page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(history.at(-1)).toBe('/admin?tab=orders&q=asha&status=pending&page=2');
  });

  it('searches on submit and filters at once, back to page 1, keeping the tab in the URL', async () => {
    const { user, network, history } = await openPanel(
      { 'GET /api/admin/orders': json(page([])) },
      '/admin?tab=orders&page=4',
    );
    await screen.findByText('No orders yet.');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '+91 98765 43210');
    expect(listCalls(network)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history.at(-1)).toBe('/admin?tab=orders&q=%2B91+98765+43210');
    expect(await screen.findByText('No orders match this search.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(history.at(-1)).toBe('/admin?tab=orders&q=%2B91+98765+43210&payment=paid&status=cancelled');
    expect(listCalls(network).at(-1)).toBe(
      '/api/admin/orders?q=%2B91+98765+43210&status=cancelled&payment=paid&page=1&pageSize=20',
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(history.at(-1)).toBe('/admin?tab=orders');
  });

  describe('the order drawer', () => {
    const drawerRoutes = (answer: OrderDeskDetail, extra: Record<string, StubAnswer> = {}) => ({
      'GET /api/admin/orders': json(page([order()])),
      [`GET /api/admin/orders/${ORDER_ID}`]: json(answer),
      ...extra,
    });

    async function openDrawer(answer: OrderDeskDetail, extra: Record<string, StubAnswer> = {}) {
      const view = await openPanel(drawerRoutes(answer, extra));
      await view.user.click(await screen.findByRole('button', { name: 'Open order FG-100040' }));
      const drawer = await screen.findByTestId('order-drawer');
      await within(drawer).findByText('Brass Diya × 2');
      return { ...view, drawer };
    }

    it('shows every section with the contracts labels, the customer text as text', async () => {
      const { drawer } = await openDrawer(detail());
      expect(within(drawer).getByRole('heading', { name: 'Order FG-100040' })).toBeInTheDocument();
      expect(within(drawer).getByTestId('drawer-status')).toHaveTextContent('Placed');
      expect(within(drawer).getByTestId('drawer-customer')).toHaveTextContent('Asha <b>Rao</b>');
      expect(within(drawer).getByTestId('drawer-customer')).toHaveTextContent(
        '12 MG Road, Pune, Maharashtra 411001',
      );
      expect(within(drawer).getByTestId('drawer-payment')).toHaveTextContent('Cash on delivery');
      expect(within(drawer).getByTestId('drawer-shipment')).toHaveTextContent('Booking failed');
      expect(within(drawer).getByTestId('drawer-shipment')).toHaveTextContent('Shiprocket answered 503');
      expect(within(drawer).getByTestId('drawer-invoice')).toHaveTextContent('FG/2025-26/000012');
      expect(within(drawer).getByTestId('drawer-history')).toHaveTextContent(
        'Hand-off: Not yet booked → Booking failed by system:shipping.submit (every attempt failed)',
      );
    });

    it('cancels after the confirmation, with the optional reason; a refusal shows in the server’s words', async () => {
      let cancelled = false;
      let cancelAnswer: StubAnswer = json({ message: CANCEL_REFUSALS.shipped }, 409);
      const network = stubFetch({
        'GET /api/admin/orders': json(page([order()])),
        [`GET /api/admin/orders/${ORDER_ID}`]: () =>
          json(
            cancelled
              ? detail({
                  statusLabel: 'Cancelled',
                  actions: { cancel: false, resendInvoice: true, retryShipment: false },
                })
              : detail(),
          ),
        [`POST /api/admin/orders/${ORDER_ID}/cancel`]: () => cancelAnswer,
      });
      const { user } = await renderWithShop(<OrdersPanel />, { path: '/admin?tab=orders' });
      await user.click(await screen.findByRole('button', { name: 'Open order FG-100040' }));
      const drawer = await screen.findByTestId('order-drawer');
      await user.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
      const confirm = within(drawer).getByTestId('cancel-confirm');
      await user.type(within(confirm).getByRole('textbox', { name: 'Reason (optional)' }), 'Customer called');
      await user.click(within(confirm).getByRole('button', { name: 'Confirm cancel' }));
      expect(await within(confirm).findByRole('alert')).toHaveTextContent(CANCEL_REFUSALS.shipped);

      cancelled = true;
      cancelAnswer = json({ id: ORDER_ID, orderNumber: 'FG-100040', status: 'cancelled' });
      await user.click(within(confirm).getByRole('button', { name: 'Confirm cancel' }));
      expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
      expect(network.requestsTo(`POST /api/admin/orders/${ORDER_ID}/cancel`).map((r) => r.body)).toEqual([
        { reason: 'Customer called' },
        { reason: 'Customer called' },
      ]);
      expect(await within(drawer).findByTestId('drawer-status')).toHaveTextContent('Cancelled');
      expect(within(drawer).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    });

    it('offers no cancel for a shipped order and no retry for a booked one', async () => {
      const { drawer } = await openDrawer(
        detail({
          statusLabel: 'Shipped',
          actions: { cancel: false, resendInvoice: true, retryShipment: false },
        }),
      );
      expect(within(drawer).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      expect(
        within(drawer).queryByRole('button', { name: 'Retry shipment hand-off' }),
      ).not.toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Resend invoice' })).toBeInTheDocument();
    });

    it('resends the invoice and retries the hand-off, showing a refusal in the server’s words', async () => {
      const { user, drawer, network } = await openDrawer(detail(), {
        [`POST /api/admin/orders/${ORDER_ID}/resend-invoice`]: json(
          { orderId: ORDER_ID, orderNumber: 'FG-100040', queued: true },
          202,
        ),
        [`POST /api/admin/orders/${ORDER_ID}/retry-shipment`]: json(
          { message: ORDER_DESK_REFUSALS.shipmentNotFailed },
          409,
        ),
      });
      await user.click(within(drawer).getByRole('button', { name: 'Resend invoice' }));
      expect(await screen.findByText('Invoice will be e-mailed again')).toBeInTheDocument();
      expect(network.requestsTo(`POST /api/admin/orders/${ORDER_ID}/resend-invoice`)).toHaveLength(1);

      await user.click(within(drawer).getByRole('button', { name: 'Retry shipment hand-off' }));
      expect(await within(drawer).findByRole('alert')).toHaveTextContent(
        ORDER_DESK_REFUSALS.shipmentNotFailed,
      );
    });

    it('lists refunds by their status label and marks a hand-paid one paid with its reference', async () => {
      const { user, drawer, network } = await openDrawer(
        detail({
          refunds: [
            manualRefund,
            {
              ...manualRefund,
              id: '8d7c6b5a-4938-4726-8a5f-4e3d2c1b0a9f',
              method: 'razorpay',
              status: 'processed',
              razorpayRefundId: 'rfnd_ABC123',
            },
          ],
        }),
        {
          [`POST /api/admin/refunds/${manualRefund.id}/paid`]: json({
            ...manualRefund,
            status: 'processed',
            reference: 'UTR123456',
          }),
        },
      );
      const refunds = within(drawer).getAllByTestId('drawer-refund');
      expect(within(refunds[0]!).getByTestId('refund-status')).toHaveTextContent('Refund initiated');
      expect(within(refunds[1]!).getByTestId('refund-status')).toHaveTextContent('Refunded');
      expect(within(refunds[1]!).queryByTestId('mark-refund-paid')).not.toBeInTheDocument();

      const form = within(refunds[0]!).getByTestId('mark-refund-paid');
      await user.click(within(form).getByRole('button', { name: 'Mark refund paid' }));
      expect(within(form).getByText("Enter the payment's reference.")).toBeInTheDocument();
      expect(network.requestsTo(`POST /api/admin/refunds/${manualRefund.id}/paid`)).toHaveLength(0);
      await user.type(within(form).getByRole('textbox', { name: /Payment reference/ }), ' UTR123456 ');
      await user.click(within(form).getByRole('button', { name: 'Mark refund paid' }));
      expect(await screen.findByText('Refund marked as paid')).toBeInTheDocument();
      expect(network.requestsTo(`POST /api/admin/refunds/${manualRefund.id}/paid`)[0]?.body).toEqual({
        reference: 'UTR123456',
      });
    });

    it('offers to refund again a Razorpay refund that failed, until a later one of its cause is under way', async () => {
      const failed: Refund = {
        ...manualRefund,
        id: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
        method: 'razorpay',
        status: 'failed',
        razorpayRefundId: 'rfnd_FAILED1',
      };
      const again: Refund = {
        ...failed,
        id: '3c4d5e6f-7081-4923-8b4c-5d6e7f809102',
        status: 'pending',
        razorpayRefundId: null,
        createdAt: '2026-11-21T10:00:00.000Z',
      };
      const { user, drawer, network } = await openDrawer(detail({ refunds: [failed] }), {
        [`POST /api/admin/refunds/${failed.id}/retry`]: json(again),
      });
      const [row] = within(drawer).getAllByTestId('drawer-refund');
      expect(within(row!).getByTestId('refund-status')).toHaveTextContent('Refund failed');
      await user.click(within(row!).getByRole('button', { name: 'Refund again' }));
      expect(await screen.findByText('Refund asked for again')).toBeInTheDocument();
      expect(network.requestsTo(`POST /api/admin/refunds/${failed.id}/retry`)).toHaveLength(1);
    });

    it('offers nothing for a failed refund once a later one of its cause is under way', async () => {
      const failed: Refund = { ...manualRefund, method: 'razorpay', status: 'failed' };
      const later: Refund = {
        ...failed,
        id: '3c4d5e6f-7081-4923-8b4c-5d6e7f809102',
        status: 'pending',
        createdAt: '2026-11-21T10:00:00.000Z',
      };
      const { drawer } = await openDrawer(detail({ refunds: [failed, later] }));
      expect(within(drawer).queryByRole('button', { name: 'Refund again' })).not.toBeInTheDocument();
    });
  });
});
