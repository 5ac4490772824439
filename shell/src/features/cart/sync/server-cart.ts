import { serverCartSchema, type ServerCart } from '@festive/contracts';
import { apiRequest, HttpError, useCartStore, type CartLineItem } from '@festive/web-kit';
import { cartBody, cartKey, mergeCarts } from './merge-lines';

/** Changes are saved this long after the last one, so a burst of clicks is one PUT. */
const SAVE_DELAY_MS = 400;

const readCart = () => apiRequest('/api/cart', serverCartSchema);
const saveCart = (lines: readonly CartLineItem[]) =>
  apiRequest('/api/cart', serverCartSchema, { method: 'PUT', body: cartBody(lines) });

/**
 * Keeps a signed-in shopper's cart on the server (GET/PUT /api/cart) so it follows them to
 * another device: on sign-in the stored cart is read and the visitor cart merged into it, then
 * every change is saved. The server answers with today's prices and stock, which replace the
 * lines unless the shopper changed them meanwhile. Returns a function that stops syncing.
 *
 * Loaded only for signed-in shoppers (a visitor's first page does not carry it).
 */
export function syncServerCart(userId: string): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  let savedKey = '';

  const scheduleSave = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };

  const apply = (answer: ServerCart, sent: string) => {
    if (stopped) return;
    // What the server holds now, whatever the shopper did meanwhile.
    savedKey = cartKey(answer.items);
    if (cartKey(useCartStore.getState().items) === sent) {
      useCartStore.getState().replaceAll(answer.items, userId);
      return;
    }
    // The shopper changed the cart while the call was out: their newer lines win, and are saved
    // in turn. A change made during the first merge (an order placed right after signing in
    // empties the cart) comes before the cart is watched, and would otherwise never be saved.
    scheduleSave();
  };

  const report = (error: unknown) => {
    // The lines stay in this browser and are saved with the next change or visit.
    if (!(error instanceof HttpError && error.status === 401))
      console.warn('The cart could not be saved', error);
  };

  const save = () => {
    const { items, owner } = useCartStore.getState();
    if (stopped || owner !== userId) return;
    const sent = cartKey(items);
    if (sent === savedKey) return;
    saveCart(items).then((answer) => apply(answer, sent), report);
  };

  const start = async () => {
    const stored = await readCart();
    if (stopped) return;
    const { items, owner } = useCartStore.getState();
    // A visitor cart (owner null) joins the stored one; a copy of this shopper's cart, or of
    // someone else's, gives way to what the server holds.
    const visitor = owner === null ? items : [];
    if (visitor.length === 0) {
      savedKey = cartKey(stored.items);
      useCartStore.getState().replaceAll(stored.items, userId);
    } else {
      const merged = mergeCarts(stored.items, visitor);
      useCartStore.getState().replaceAll(merged, userId);
      const sent = cartKey(merged);
      apply(await saveCart(merged), sent);
    }
    unsubscribe = useCartStore.subscribe((state, previous) => {
      if (state.items !== previous.items) scheduleSave();
    });
  };
  start().catch(report);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
