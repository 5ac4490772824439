import { screen, within } from '@testing-library/react';
import { REFUND_STATUS_LABELS } from '@festive/contracts';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import type { CustomerOrder } from '@festive/contracts';
import { OrdersTab } from '../../components/orders-tab';
import { deliveredOrder, refund, returnRequest } from '../../testing/customer-order';

async function showCard(order: CustomerOrder) {
  const network = stubFetch({ 'GET /api/orders': json([order]) });
  await renderWithShop(<OrdersTab />);
  const card = await screen.findByTestId('order-card');
  expect(network.requestsTo('GET /api/orders')).toHaveLength(1);
  return card;
}

describe("My Orders: the shop's decision on a return and the money sent back", () => {
  it('shows nothing more while a return is pending and nothing was refunded', async () => {
    const card = await showCard(deliveredOrder({ returnable: false, returnRequest: returnRequest() }));
    expect(within(card).getByTestId('return-status')).toHaveTextContent('Return requested');
    expect(within(card).queryByTestId('return-decision')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('refund-list')).not.toBeInTheDocument();
  });

  it('shows an approved return with the amount being refunded, and the refund started', async () => {
    const request = returnRequest({
      status: 'approved',
      refundAmount: '800.00',
      decidedAt: '2026-11-24T06:00:00.000Z',
    });
    const card = await showCard(
      deliveredOrder({
        returnable: false,
        returnRequest: request,
        refunds: [
          refund({
            amount: '800.00',
            method: 'manual',
            reason: 'return',
            returnRequestId: request.id,
            razorpayRefundId: null,
            createdAt: '2026-11-24T06:00:00.000Z',
          }),
        ],
      }),
    );
    expect(within(card).getByTestId('return-status')).toHaveTextContent('Return approved');
    expect(within(card).getByTestId('return-decision')).toHaveTextContent(
      'Return approved on 24 November 2026 · refund of ₹800.00 started',
    );
    const [line] = within(card).getAllByTestId('refund');
    expect(within(line!).getByTestId('refund-amount')).toHaveTextContent('₹800.00');
    expect(within(line!).getByTestId('refund-status')).toHaveTextContent(REFUND_STATUS_LABELS.pending);
    expect(within(line!).getByTestId('refund-date')).toHaveTextContent('24 November 2026 · Return approved');
  });

  it("shows a rejected return with the shop's reason as text, never as markup", async () => {
    const card = await showCard(
      deliveredOrder({
        returnable: true,
        returnRequest: returnRequest({
          status: 'rejected',
          decisionReason: 'Item shows <b>use</b> & the tag is missing <img src=x onerror=alert(1)>',
          decidedAt: '2026-11-25T06:00:00.000Z',
        }),
      }),
    );
    const decision = within(card).getByTestId('return-decision');
    expect(decision).toHaveTextContent('Return rejected on 25 November 2026');
    expect(within(decision).getByTestId('return-decision-reason').textContent).toBe(
      'Item shows <b>use</b> & the tag is missing <img src=x onerror=alert(1)>',
    );
    expect(card.querySelector('b, img')).toBeNull();
    expect(within(card).queryByTestId('refund-list')).not.toBeInTheDocument();
    // A settled request leaves the order returnable again while the window lasts.
    expect(within(card).getByRole('button', { name: 'Request Return for order FG-100040' })).toBeVisible();
  });

  it('lists every refund of a cancelled order: amount in rupees, status in words, its day', async () => {
    const card = await showCard(
      deliveredOrder({
        status: 'cancelled',
        paymentMethod: 'Prepaid',
        paymentStatus: 'refunded',
        total: '12490.50',
        returnable: false,
        returnableUntil: null,
        refunds: [
          refund({
            amount: '12490.50',
            status: 'processed',
            createdAt: '2026-11-20T06:00:00.000Z',
            processedAt: '2026-11-22T06:00:00.000Z',
          }),
          refund({
            id: '4e6f8a0b-2c4d-4e6f-8a0b-2c4d6e8f0a1b',
            amount: '499.00',
            reason: 'late-payment',
            status: 'failed',
            createdAt: '2026-11-23T06:00:00.000Z',
          }),
        ],
      }),
    );
    expect(within(card).queryByTestId('return-decision')).not.toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Refunds' });
    const lines = within(list).getAllByTestId('refund');
    expect(lines.map((line) => within(line).getByTestId('refund-amount').textContent)).toEqual([
      '₹12,490.50',
      '₹499.00',
    ]);
    expect(lines.map((line) => within(line).getByTestId('refund-status').textContent)).toEqual([
      REFUND_STATUS_LABELS.processed,
      REFUND_STATUS_LABELS.failed,
    ]);
    // Settled on the 22nd; the failed one has no settling day, so the day it started.
    expect(lines.map((line) => within(line).getByTestId('refund-date').textContent)).toEqual([
      '22 November 2026 · Order cancelled',
      '23 November 2026 · Payment after cancel',
    ]);
  });
});
