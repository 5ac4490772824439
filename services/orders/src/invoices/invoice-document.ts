import { formatOrderNumber, type GstRateSummary, summariseGstByRate, toPaise } from '@festive/contracts';
import { indiaDate } from './financial-year';
import { sumTax, type TaxLine, taxLine } from './gst';
import { type GstState, gstState, sameState } from './indian-states';
import type { OrderCustomer } from '../orders/order-customer';

export interface InvoiceSeller {
  name: string;
  address: string;
  state: string;
  gstin: string;
}

/** What an invoice needs of an order and its lines (entities fit as they are). */
export interface InvoiceOrder extends OrderCustomer {
  id: string;
  orderNumber: number;
  total: string;
  paymentMethod: string;
  paymentId: string | null;
  createdAt: Date;
  invoiceNumber: string | null;
  invoiceIssuedAt: Date | null;
  items: {
    productName: string;
    productSku: string | null;
    quantity: number;
    price: string;
    hsnCode: string | null;
    gstRate: string | null;
  }[];
}

export interface InvoiceLine extends TaxLine {
  description: string;
  sku: string | null;
  hsn: string;
  quantity: number;
  unitPaise: number;
  gstRate: string;
}

export interface Invoice {
  number: string;
  /** "20 November 2026", in India. */
  date: string;
  /** FG-100040, as everywhere else the order is named. */
  orderNumber: string;
  seller: InvoiceSeller & { stateCode: string | null };
  buyer: { name: string; email: string; phone: string; address: string };
  placeOfSupply: GstState;
  intraState: boolean;
  paymentMethod: string;
  paymentId: string | null;
  lines: InvoiceLine[];
  /** The lines added up by GST rate, lowest rate first (each line taxed at its own rate). */
  rateSummary: GstRateSummary[];
  totals: TaxLine;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** en-IN long date of the day in India (the shop shows dates in English (India) long form). */
export function invoiceDate(date: Date): string {
  const { year, month, day } = indiaDate(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The tax invoice of an order (CGST Rules, rule 46): the numbers are computed here from the
 * order's stored lines, tax-inclusive prices and GST rates, in integer paise.
 */
export function buildInvoice(
  order: InvoiceOrder,
  seller: InvoiceSeller,
  defaults: { hsn: string; gstRate: string },
): Invoice {
  if (!order.invoiceNumber || !order.invoiceIssuedAt)
    throw new Error(`order ${order.id} has no invoice number yet`);
  const intraState = sameState(order.customerState, seller.state);
  const lines = order.items.map((item): InvoiceLine => {
    const gstRate = item.gstRate ?? defaults.gstRate;
    const unitPaise = toPaise(item.price);
    return {
      description: item.productName,
      sku: item.productSku,
      hsn: item.hsnCode ?? defaults.hsn,
      quantity: item.quantity,
      unitPaise,
      gstRate,
      ...taxLine({ unitPaise, quantity: item.quantity, gstRate }, intraState),
    };
  });
  const totals = sumTax(lines);
  if (totals.grossPaise !== toPaise(order.total)) {
    throw new Error(
      `order ${order.id}: lines add up to ${totals.grossPaise} paise, the order says ${order.total}`,
    );
  }
  return {
    number: order.invoiceNumber,
    date: invoiceDate(order.invoiceIssuedAt),
    orderNumber: formatOrderNumber(order.orderNumber),
    seller: { ...seller, stateCode: gstState(seller.state).code },
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      address: `${order.customerAddress}, ${order.customerCity}, ${order.customerState} ${order.customerPincode}`,
    },
    placeOfSupply: gstState(order.customerState),
    intraState,
    paymentMethod: order.paymentMethod,
    paymentId: order.paymentId,
    lines,
    rateSummary: summariseGstByRate(lines),
    totals,
  };
}
