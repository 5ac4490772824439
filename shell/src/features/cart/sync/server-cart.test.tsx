import { useCartStore } from '@festive/web-kit';
import { json, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { waitFor } from '@testing-library/react';
import { syncServerCart } from './server-cart';

const diyas = {
  id: '13906630-336c-461f-955f-5d603e3aba85',
  name: 'Terracotta Diya Set',
  price: '349.00',
  image: '/objects/seed/terracotta-diya-set.svg',
  stock: 24,
  quantity: 1,
};

describe('syncServerCart', () => {
  it('saves a cart emptied while the first merge was being saved (an order placed right after signing in)', async () => {
    let answerMerge: (answer: StubAnswer) => void = () => undefined;
    const fetches = stubFetch({
      'GET /api/cart': json({ items: [] }),
      'PUT /api/cart': (request) =>
        (request.body as { items: unknown[] }).items.length > 0
          ? new Promise<StubAnswer>((resolve) => (answerMerge = resolve))
          : json({ items: [] }),
    });
    // A visitor's cart, then the shopper signs in.
    useCartStore.getState().replaceAll([diyas], null);
    const stop = syncServerCart('user-1');
    try {
      await waitFor(() => expect(fetches.requestsTo('PUT /api/cart')).toHaveLength(1));
      // The order is placed and its success page empties the cart before the merge's answer.
      useCartStore.getState().clear();
      answerMerge(json({ items: [diyas] }));

      await waitFor(() => expect(fetches.requestsTo('PUT /api/cart')).toHaveLength(2));
      expect(fetches.requestsTo('PUT /api/cart')[1]!.body).toEqual({ items: [] });
      expect(useCartStore.getState().items).toEqual([]);
    } finally {
      stop();
    }
  });
});
