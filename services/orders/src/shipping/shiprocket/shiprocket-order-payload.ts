import { formatOrderNumber } from '@festive/contracts';
import type { OrderCustomer } from '../../orders/order-customer';

/** The body of POST /v1/external/orders/create/adhoc, with every field Shiprocket requires. */
export interface ShiprocketOrderPayload {
  order_id: string;
  order_date: string;
  pickup_location: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: boolean;
  order_items: { name: string; sku: string; units: number; selling_price: string; hsn?: string }[];
  payment_method: 'COD' | 'Prepaid';
  sub_total: string;
  length: string;
  breadth: string;
  height: string;
  weight: string;
}

export interface OrderForShipping extends OrderCustomer {
  id: string;
  orderNumber: number;
  createdAt: Date;
  total: string;
  paymentMethod: 'COD' | 'Prepaid';
  items: {
    productId: string;
    productName: string;
    productSku: string | null;
    quantity: number;
    price: string;
    hsnCode: string | null;
  }[];
}

export interface ParcelDefaults {
  pickupLocation: string;
  lengthCm: string;
  breadthCm: string;
  heightCm: string;
  weightKg: string;
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** "2026-11-20 15:30" in India time, the order_date format Shiprocket shows sellers. */
export function shiprocketOrderDate(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Couriers call a 10-digit Indian mobile number: +91 98765 43210, 919876543210 → 9876543210. */
export function tenDigitPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** First word as the first name, the rest as the last name (Shiprocket keeps them apart). */
function splitName(name: string): [string, string] {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/**
 * Our order as a Shiprocket adhoc order. Its order_id is our order number (FG-100040): the seller
 * sees in Shiprocket's panel the number the shopper reads out, and the order can be looked up by it.
 */
export function shiprocketOrderPayload(
  order: OrderForShipping,
  parcel: ParcelDefaults,
): ShiprocketOrderPayload {
  const [firstName, lastName] = splitName(order.customerName);
  return {
    order_id: formatOrderNumber(order.orderNumber),
    order_date: shiprocketOrderDate(order.createdAt),
    pickup_location: parcel.pickupLocation,
    billing_customer_name: firstName,
    billing_last_name: lastName,
    billing_address: order.customerAddress,
    billing_city: order.customerCity,
    billing_pincode: order.customerPincode,
    billing_state: order.customerState,
    billing_country: 'India',
    billing_email: order.customerEmail,
    billing_phone: tenDigitPhone(order.customerPhone),
    shipping_is_billing: true,
    order_items: order.items.map((item) => ({
      name: item.productName,
      // Shiprocket needs a SKU on every line; products without one go by their catalogue id.
      sku: item.productSku ?? item.productId,
      units: item.quantity,
      selling_price: item.price,
      ...(item.hsnCode ? { hsn: item.hsnCode } : {}),
    })),
    payment_method: order.paymentMethod,
    sub_total: order.total,
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: parcel.weightKg,
  };
}
