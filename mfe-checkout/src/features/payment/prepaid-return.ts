/**
 * The Prepaid order the shopper left for Razorpay with, so the confirmation page can name it
 * when they come back (Razorpay returns with the payment id only).
 */
const PENDING_KEY = 'pendingPrepaidOrder';

export function rememberPrepaidOrder(orderNumber: string): void {
  sessionStorage.setItem(PENDING_KEY, orderNumber);
}

/** The remembered order number, forgotten as it is read (one toast per payment). */
export function takePrepaidOrder(): string | null {
  const value = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  return value;
}
