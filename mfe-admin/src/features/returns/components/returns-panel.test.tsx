import { screen, within } from '@testing-library/react';
import { REFUND_REFUSALS, type OrderDeskDetail, type ReturnRequest } from '@festive/contracts';
import { json, renderWithShop, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { ReturnsPanel } from './returns-panel';

const ORDER_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const RETURN_ID = '9e8d7c6b-5a49-4382-9716-05f4e3d2c1b0';

const request = (overrides: Partial<ReturnRequest> = {}): ReturnRequest => ({
  id: RETURN_ID,
  orderId: ORDER_ID,
  orderNumber: 'FG-100040',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  customerPhone: '9876543210',
  reason: 'Damaged or defective',
  description: 'The diya arrived cracked',
  status: 'pending',
  refundAmount: null,
  refundTo: 'asha@okaxis',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2025-10-25T10:00:00.000Z',
  updatedAt: '2025-10-25T10:00:00.000Z',
  ...overrides,
});

/** The returned order as the drawer reads it: only what the decision needs is filled in. */
const returnedOrder = {
  order: {
    id: ORDER_ID,
    orderNumber: 'FG-100040',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
    customerAddress: '12 MG Road',
    customerCity: 'Pune',
    customerState: 'Maharashtra',
    customerPincode: '411001',
    total: '1200.00',
    paymentMethod: 'COD',
    paymentId: null,
    status: 'delivered',
    shiprocketOrderId: null,
    shipmentId: null,
    awbCode: null,
    courierName: null,
    trackingUrl: null,
    shipmentStatus: null,
    invoiceSent: 1,
    createdAt: '2025-10-20T10:00:00.000Z',
    paymentStatus: 'cod',
    shippingStatus: 'submitted',
    shippingError: null,
  },
  statusLabel: 'Delivered',
  items: [],
  customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in' },
  address: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  payment: { method: 'COD', status: 'cod', statusLabel: 'Cash on delivery', paymentId: null, attempts: [] },
  shipment: {
    shippingStatus: 'submitted',
    shippingStatusLabel: 'Shipment booked',
    shippingError: null,
    shiprocketOrderId: null,
    shipmentId: null,
    awbCode: null,
    courierName: null,
    trackingUrl: null,
    shipmentStatus: null,
    events: [],
  },
  invoice: { number: null, issuedAt: null, sent: true, refusal: null },
  returns: [],
  refunds: [],
  transitions: [],
  actions: { cancel: false, resendInvoice: true, retryShipment: false },
} satisfies OrderDeskDetail;

async function openReturn(list: ReturnRequest[], extra: Record<string, StubAnswer> = {}) {
  const network = stubFetch({
    'GET /api/admin/returns': json({ items: list, total: list.length, page: 1, pageSize: 20 }),
    [`GET /api/admin/orders/${ORDER_ID}`]: json(returnedOrder),
    ...extra,
  });
  const view = await renderWithShop(<ReturnsPanel />, { path: '/admin?tab=returns' });
  await view.user.click(await screen.findByRole('button', { name: /^Open return 9e8d7c6b/ }));
  const drawer = await screen.findByTestId('return-drawer');
  return { ...view, network, drawer };
}

describe('ReturnsPanel', () => {
  it("shows 'No return requests yet.' and asks the desk for the first page", async () => {
    const network = stubFetch({
      'GET /api/admin/returns': json({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    await renderWithShop(<ReturnsPanel />, { path: '/admin?tab=returns&status=bogus' });
    expect(screen.getByRole('heading', { name: 'Return Requests' })).toBeInTheDocument();
    expect(await screen.findByText('No return requests yet.')).toBeInTheDocument();
    // A status the list cannot take is dropped rather than sent.
    expect(network.requests[0]?.path).toBe('/api/admin/returns?page=1&pageSize=20');
  });

  it('highlights a pending request and mutes a decided one', async () => {
    stubFetch({
      'GET /api/admin/returns': json({
        items: [request(), request({ id: '1e8d7c6b-5a49-4382-9716-05f4e3d2c1b0', status: 'rejected' })],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    await renderWithShop(<ReturnsPanel />, { path: '/admin?tab=returns' });
    const badges = await screen.findAllByTestId('return-status');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Requested', 'Rejected']);
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 1–2 of 2');
  });

  it('shows the request with the refund destination of a COD order', async () => {
    const { drawer } = await openReturn([request()]);
    expect(within(drawer).getByText('The diya arrived cracked')).toBeInTheDocument();
    expect(within(drawer).getByText('asha@okaxis')).toBeInTheDocument();
    expect(await within(drawer).findByText('COD · Cash on delivery')).toBeInTheDocument();
  });

  it('approves with the amount prefilled from the order, refusing more than was paid', async () => {
    const { user, drawer, network } = await openReturn([request()], {
      [`POST /api/admin/returns/${RETURN_ID}/approve`]: json(
        request({ status: 'approved', refundAmount: '1000.00' }),
      ),
    });
    await user.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    const form = within(drawer).getByTestId('approve-form');
    const amount = within(form).getByRole('textbox', { name: 'Refund amount (₹)' });
    expect(amount).toHaveValue('1200.00');

    await user.clear(amount);
    await user.type(amount, '1200.01');
    await user.click(within(form).getByRole('button', { name: 'Approve and refund' }));
    expect(within(form).getByText('At most ₹1,200.00 can be refunded.')).toBeInTheDocument();
    expect(network.requestsTo(`POST /api/admin/returns/${RETURN_ID}/approve`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(form).getByRole('button', { name: 'Approve and refund' }));
    expect(await screen.findByText('Return approved')).toBeInTheDocument();
    expect(network.requestsTo(`POST /api/admin/returns/${RETURN_ID}/approve`)[0]?.body).toEqual({
      refundAmount: '1000.00',
    });
  });

  it('shows the server’s refusal of an approval in its words', async () => {
    const { user, drawer } = await openReturn([request()], {
      [`POST /api/admin/returns/${RETURN_ID}/approve`]: json(
        { message: REFUND_REFUSALS.alreadyDecided },
        409,
      ),
    });
    await user.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    await user.click(within(drawer).getByRole('button', { name: 'Approve and refund' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(REFUND_REFUSALS.alreadyDecided);
  });

  it('rejects only with a reason, which it sends trimmed', async () => {
    const { user, drawer, network } = await openReturn([request()], {
      [`POST /api/admin/returns/${RETURN_ID}/reject`]: json(
        request({ status: 'rejected', decisionReason: 'Used' }),
      ),
    });
    await user.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    const form = within(drawer).getByTestId('reject-form');
    await user.click(within(form).getByRole('button', { name: 'Reject return' }));
    expect(within(form).getByText('Enter the reason the shopper will read.')).toBeInTheDocument();
    expect(network.requestsTo(`POST /api/admin/returns/${RETURN_ID}/reject`)).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'Reason for rejecting' }), '  Item was used  ');
    await user.click(within(form).getByRole('button', { name: 'Reject return' }));
    expect(await screen.findByText('Return rejected')).toBeInTheDocument();
    expect(network.requestsTo(`POST /api/admin/returns/${RETURN_ID}/reject`)[0]?.body).toEqual({
      reason: 'Item was used',
    });
  });

  it('shows the decision of a request already decided, with no actions', async () => {
    const { drawer } = await openReturn([
      request({ status: 'rejected', decisionReason: 'Item was used', decidedAt: '2025-10-26T10:00:00.000Z' }),
    ]);
    expect(within(drawer).getByText('Item was used')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
