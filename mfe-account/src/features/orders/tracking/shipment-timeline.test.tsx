import { screen, within } from '@testing-library/react';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import type { CustomerOrder } from '@festive/contracts';
import { OrdersTab } from '../components/orders-tab';
import { placedOrder } from '../testing/customer-order';

/** The order on its way to the customer, out for delivery in Pune. */
function order(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return placedOrder({
    status: 'shipped',
    shiprocketOrderId: '7001',
    shipmentId: '8001',
    awbCode: 'AWB123456',
    courierName: 'Delhivery',
    trackingUrl: 'https://shiprocket.co/tracking/AWB123456',
    shipmentStatus: 'OUT FOR DELIVERY',
    invoiceSent: 1,
    shippingStatus: 'submitted',
    tracking: [
      { stage: 'booked', at: '2026-11-18T06:05:00.000Z', location: null },
      { stage: 'picked_up', at: '2026-11-18T10:30:00.000Z', location: 'Chandni Chowk, Delhi' },
      { stage: 'in_transit', at: '2026-11-19T02:00:00.000Z', location: 'Delhi Hub' },
      { stage: 'out_for_delivery', at: '2026-11-20T03:30:00.000Z', location: 'Pune' },
    ],
    ...overrides,
  });
}

describe('My Orders: the shipment timeline', () => {
  it('shows the stages reached, oldest first, in words, with when and where', async () => {
    stubFetch({ 'GET /api/orders': json([order()]) });
    await renderWithShop(<OrdersTab />);
    const timeline = await screen.findByRole('list', { name: 'Shipment progress' });
    const steps = within(timeline).getAllByTestId('shipment-step');
    expect(steps.map((step) => within(step).getByTestId('shipment-step-label').textContent)).toEqual([
      'Booked',
      'Picked up',
      'In transit',
      'Out for delivery',
    ]);
    // Indian time: 10:30 UTC is 4:00 pm in Delhi.
    expect(steps[1]!.textContent).toMatch(/18 Nov.*4:00\s?pm · Chandni Chowk, Delhi/i);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it("never shows the courier's own status words, and keeps the tracking link", async () => {
    stubFetch({ 'GET /api/orders': json([order()]) });
    await renderWithShop(<OrdersTab />);
    const status = await screen.findByTestId('shipment-status');
    expect(status.textContent).toContain('Shipment: Out for delivery · Delhivery · AWB AWB123456');
    expect(status.textContent).not.toContain('OUT FOR DELIVERY');
    expect(screen.getByTestId('track-shipment-link')).toHaveAttribute(
      'href',
      'https://shiprocket.co/tracking/AWB123456',
    );
  });

  it('shows no timeline before the courier is booked, nor from a service that sends none', async () => {
    const { tracking: _none, ...older } = order({ shipmentStatus: null, trackingUrl: null });
    stubFetch({
      'GET /api/orders': json([
        order({
          status: 'pending',
          shippingStatus: 'pending',
          awbCode: null,
          courierName: null,
          shipmentStatus: null,
          trackingUrl: null,
          tracking: [],
        }),
        { ...older, id: '6c1a4d2f-9b3e-4f70-8d2c-4e6f8a0b2c3d' },
      ]),
    });
    await renderWithShop(<OrdersTab />);
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    expect(screen.queryByTestId('shipment-timeline')).toBeNull();
    // The older answer still reads "booked" from the hand-off, in words.
    expect(screen.getByTestId('shipment-status').textContent).toContain('Shipment booked');
  });
});
