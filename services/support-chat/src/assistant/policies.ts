import { LIMITS } from '@festive/contracts';

/**
 * The shop's policies as the assistant states them. One source for the built-in answers and
 * the model's instructions, so the two never tell a customer different things.
 */
export interface ShopPolicies {
  freeShippingOverRupees: number;
  /** Days after delivery a return may be requested (the orders service's RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
}

export const shopPolicies = (returnWindowDays: number): ShopPolicies => ({
  freeShippingOverRupees: LIMITS.freeShippingOverRupees,
  returnWindowDays,
});

export const POLICY_TEXT = {
  shippingCost: (p: ShopPolicies) =>
    `Shipping is free on orders over ₹${p.freeShippingOverRupees}. For smaller orders the shipping cost is calculated by the shipping provider at checkout.`,
  deliveryTime: () =>
    'Orders are typically delivered within 3–7 business days, and metro cities often sooner. We ship through courier partners, and you get a tracking link as soon as your order is dispatched.',
  payment: () =>
    'You can pay cash on delivery (COD), or prepay securely through Razorpay by UPI, credit or debit card, or wallet.',
  returns: (p: ShopPolicies) =>
    `You can request a return within ${p.returnWindowDays} days of delivery from My Orders in your account: open the order and choose Request return. Our team reviews it and arranges the refund once it is approved.`,
  invoice: () =>
    'You can download the invoice of any order from My Orders in your account (Download invoice on the order). It is also e-mailed to you when the order is confirmed.',
  cancel: () => 'Our support team can cancel an order for you as long as it has not been shipped yet.',
} as const;

/** Every policy in one block: the model's system instructions quote it. */
export function policySummary(p: ShopPolicies): string {
  return [
    `- Shipping cost: ${POLICY_TEXT.shippingCost(p)}`,
    `- Delivery: ${POLICY_TEXT.deliveryTime()}`,
    `- Payment: ${POLICY_TEXT.payment()}`,
    `- Returns: ${POLICY_TEXT.returns(p)}`,
    `- Invoices: ${POLICY_TEXT.invoice()}`,
    `- Cancellations: ${POLICY_TEXT.cancel()}`,
  ].join('\n');
}
