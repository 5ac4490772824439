import { randomBytes } from 'node:crypto';

export interface SandboxShipment {
  id: number;
  awb: string | null;
  courier: string | null;
  status: string;
}

export interface SandboxShiprocketOrder {
  id: number;
  channel_order_id: string;
  status: string;
  created_at: string;
  payment_method: string;
  sub_total: number;
  customer_name: string;
  shipments: SandboxShipment[];
  /** The create call exactly as received, for tests that check the payload. */
  request: Record<string, unknown>;
}

const TOKEN_DAYS = 10;

/** Once the courier has the parcel Shiprocket no longer cancels the order (an RTO is the way back). */
const PAST_PICKUP = new Set([
  'PICKED UP',
  'IN TRANSIT',
  'OUT FOR DELIVERY',
  'DELIVERED',
  'UNDELIVERED',
  'RTO INITIATED',
]);

/** What the Shiprocket stand-in remembers: API tokens, orders and their shipments. In memory only. */
export class ShiprocketStore {
  readonly orders: SandboxShiprocketOrder[] = [];
  private readonly tokens = new Map<string, number>();
  private nextOrderId = 100_000_001;
  private nextShipmentId = 200_000_001;
  private nextAwb = 141_123_000_001;
  logins = 0;

  issueToken(): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + TOKEN_DAYS * 86_400_000);
    this.logins += 1;
    return token;
  }

  tokenValid(token: string): boolean {
    const expires = this.tokens.get(token);
    return expires !== undefined && expires > Date.now();
  }

  /** Every token stops working at once, as after Shiprocket's 10 days. */
  expireTokens(): void {
    this.tokens.clear();
  }

  createOrder(request: Record<string, unknown>): SandboxShiprocketOrder {
    const order: SandboxShiprocketOrder = {
      id: this.nextOrderId++,
      channel_order_id: String(request.order_id),
      status: 'NEW',
      created_at: new Date().toISOString(),
      payment_method: String(request.payment_method),
      sub_total: Number(request.sub_total),
      customer_name: String(request.billing_customer_name),
      shipments: [{ id: this.nextShipmentId++, awb: null, courier: null, status: 'NEW' }],
      request,
    };
    this.orders.push(order);
    return order;
  }

  findShipment(shipmentId: number): { order: SandboxShiprocketOrder; shipment: SandboxShipment } | undefined {
    for (const order of this.orders) {
      const shipment = order.shipments.find((s) => s.id === shipmentId);
      if (shipment) return { order, shipment };
    }
    return undefined;
  }

  findByAwb(awb: string): { order: SandboxShiprocketOrder; shipment: SandboxShipment } | undefined {
    for (const order of this.orders) {
      const shipment = order.shipments.find((s) => s.awb === awb);
      if (shipment) return { order, shipment };
    }
    return undefined;
  }

  assignAwb(shipment: SandboxShipment, courier: string): string {
    shipment.awb = String(this.nextAwb++);
    shipment.courier = courier;
    shipment.status = 'AWB ASSIGNED';
    return shipment.awb;
  }

  /**
   * Cancels orders by Shiprocket order id, all or none: an unknown id or an order past pickup
   * refuses the whole call, as Shiprocket does. Cancelling a cancelled order again changes nothing.
   */
  cancel(ids: number[]): { cancelled: number[] } | { error: string } {
    const orders = ids.map((id) => this.orders.find((o) => o.id === id));
    const unknown = ids.filter((_, i) => !orders[i]);
    if (unknown.length) return { error: `Invalid order id(s): ${unknown.join(', ')}` };
    const shipped = orders.find((o) => o!.shipments.some((s) => PAST_PICKUP.has(s.status)));
    if (shipped) return { error: `Order ${shipped.id} cannot be cancelled: it has been picked up` };
    for (const order of orders) {
      order!.status = 'CANCELED';
      for (const shipment of order!.shipments) shipment.status = 'CANCELED';
    }
    return { cancelled: ids };
  }

  reset(): void {
    this.orders.length = 0;
    this.tokens.clear();
    this.logins = 0;
  }
}
