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

type Found = { order: SandboxShiprocketOrder; shipment: SandboxShipment };

/**
 * What the Shiprocket stand-in remembers: API tokens, orders and their shipments. In memory only,
 * indexed by every key it is asked by: a festival-peak bench asks it thousands of times a minute.
 */
export class ShiprocketStore {
  readonly orders: SandboxShiprocketOrder[] = [];
  private readonly byId = new Map<number, SandboxShiprocketOrder>();
  /** Our order number (channel_order_id) → the orders made under it, oldest first. */
  private readonly byChannelId = new Map<string, SandboxShiprocketOrder[]>();
  private readonly byShipmentId = new Map<number, Found>();
  private readonly byAwb = new Map<string, Found>();
  private readonly tokens = new Map<string, number>();
  private nextOrderId = 100_000_001;
  private nextShipmentId = 200_000_001;
  private nextAwb = 141_123_000_001;
  logins = 0;
  /** How often each term was looked up (GET /orders?search=): tests see which calls a hand-off made. */
  readonly lookups = new Map<string, number>();

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
    this.byId.set(order.id, order);
    this.byChannelId.set(order.channel_order_id, [
      ...(this.byChannelId.get(order.channel_order_id) ?? []),
      order,
    ]);
    for (const shipment of order.shipments) this.byShipmentId.set(shipment.id, { order, shipment });
    return order;
  }

  /** Orders whose channel order id or Shiprocket id is `term`, oldest first; every order without one. */
  search(term: string): SandboxShiprocketOrder[] {
    this.lookups.set(term, (this.lookups.get(term) ?? 0) + 1);
    if (!term) return this.orders;
    const found = this.byId.get(Number(term));
    const byId = found && String(found.id) === term ? found : undefined;
    const byChannel = this.byChannelId.get(term) ?? [];
    return byId && !byChannel.includes(byId)
      ? this.orders.filter((o) => o === byId || byChannel.includes(o))
      : byChannel;
  }

  findShipment(shipmentId: number): Found | undefined {
    return this.byShipmentId.get(shipmentId);
  }

  findByAwb(awb: string): Found | undefined {
    return this.byAwb.get(awb);
  }

  assignAwb(shipment: SandboxShipment, courier: string): string {
    shipment.awb = String(this.nextAwb++);
    const found = this.byShipmentId.get(shipment.id);
    if (found) this.byAwb.set(shipment.awb, found);
    shipment.courier = courier;
    shipment.status = 'AWB ASSIGNED';
    return shipment.awb;
  }

  /**
   * Cancels orders by Shiprocket order id, all or none: an unknown id or an order past pickup
   * refuses the whole call, as Shiprocket does. Cancelling a cancelled order again changes nothing.
   */
  cancel(ids: number[]): { cancelled: number[] } | { error: string } {
    const orders = ids.map((id) => this.byId.get(id));
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
    this.byId.clear();
    this.byChannelId.clear();
    this.byShipmentId.clear();
    this.byAwb.clear();
    this.tokens.clear();
    this.lookups.clear();
    this.logins = 0;
  }
}
