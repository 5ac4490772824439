import { shipmentTimeline } from './shipment-timeline';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

describe('a shipment timeline', () => {
  it('is empty before the courier is booked', () => {
    expect(shipmentTimeline(null, [])).toEqual([]);
  });

  it('lists the stages reached in stage order, each at its first report', () => {
    expect(
      shipmentTimeline(at(1), [
        { stage: 'in_transit', at: at(5), location: 'Delhi Hub' },
        { stage: 'picked_up', at: at(3), location: 'Chandni Chowk' },
        // A replay of an earlier stage, reported later, changes nothing.
        { stage: 'in_transit', at: at(9), location: 'Pune Hub' },
        { stage: 'booked', at: at(2), location: null },
      ]),
    ).toEqual([
      { stage: 'booked', at: at(1).toISOString(), location: null },
      { stage: 'picked_up', at: at(3).toISOString(), location: 'Chandni Chowk' },
      { stage: 'in_transit', at: at(5).toISOString(), location: 'Delhi Hub' },
    ]);
  });

  it('keeps stage order when the courier clocks disagree', () => {
    const steps = shipmentTimeline(null, [
      { stage: 'delivered', at: at(4), location: null },
      { stage: 'out_for_delivery', at: at(6), location: null },
    ]);
    expect(steps.map((step) => step.stage)).toEqual(['out_for_delivery', 'delivered']);
  });
});
