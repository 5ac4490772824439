import { orderStatusAfter, orderStatusForShipment, shipmentMovesForward } from './order-progress';

describe('order and shipment progress only moves forward', () => {
  it('moves the order status forward, never back, never out of cancelled', () => {
    expect(orderStatusAfter('pending', 'confirmed')).toBe('confirmed');
    expect(orderStatusAfter('delivered', 'shipped')).toBe('delivered');
    expect(orderStatusAfter('cancelled', 'confirmed')).toBe('cancelled');
  });

  it.each([
    [null, 'PICKED UP', true],
    ['PICKED UP', 'IN TRANSIT', true],
    ['DELIVERED', 'IN TRANSIT', false],
    ['OUT FOR DELIVERY', 'UNDELIVERED', true],
    ['UNDELIVERED', 'OUT FOR DELIVERY', true],
    ['IN TRANSIT', 'IN TRANSIT', false],
    ['IN TRANSIT', 'SOMETHING NEW', false],
    ['DELIVERED', 'RTO INITIATED', true],
  ])('%s → %s: %s', (current, next, expected) => {
    expect(shipmentMovesForward(current, next)).toBe(expected);
  });

  it('names the order status a shipment status implies', () => {
    expect(orderStatusForShipment('Delivered')).toBe('delivered');
    expect(orderStatusForShipment('IN TRANSIT')).toBe('shipped');
    expect(orderStatusForShipment('PICKUP SCHEDULED')).toBeNull();
  });
});
