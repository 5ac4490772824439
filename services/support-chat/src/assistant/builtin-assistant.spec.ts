import type { OrderSummary } from '@festive/contracts';
import { ASSISTANT_TEXT, builtInReply, type OrdersView } from './builtin-assistant';
import { needsOrders, understand } from './intents';
import { POLICY_TEXT, shopPolicies } from './policies';

const policies = shopPolicies(7);

const order = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  orderNumber: 'FG-100101',
  createdAt: '2026-11-20T06:30:00.000Z',
  total: '1299.00',
  paymentMethod: 'COD',
  paymentStatus: 'cod',
  status: 'shipped',
  shipmentStatus: 'IN TRANSIT',
  courierName: 'Delhivery',
  awbCode: 'AWB123456',
  trackingUrl: 'https://shiprocket.co/tracking/AWB123456',
  itemNames: ['Brass Diya', 'Rangoli Kit'],
  returnStatus: null,
  ...overrides,
});

function reply(message: string, orders?: OrdersView) {
  const u = understand(message);
  return builtInReply(u, { customerName: 'Asha Rao', policies, orders: needsOrders(u) ? orders : undefined });
}

describe('built-in assistant', () => {
  describe('greetings and thanks', () => {
    it.each(['Hi', 'hello there', 'Namaste', 'Good morning!'])('greets back by first name: %s', (message) => {
      expect(reply(message)).toEqual({ response: ASSISTANT_TEXT.greeting('Asha'), needsLiveAgent: false });
    });

    it.each(['Thanks!', 'thank you so much', 'ok thx'])('answers thanks briefly: %s', (message) => {
      expect(reply(message)).toEqual({ response: ASSISTANT_TEXT.thanks, needsLiveAgent: false });
    });

    it('a greeting with a question answers the question', () => {
      const answer = reply('Hi, do you offer cash on delivery?');
      expect(answer.response).toMatch(/^Hello Asha! /);
      expect(answer.response).toContain(POLICY_TEXT.payment());
    });
  });

  describe('policies', () => {
    it.each(['Is shipping free?', 'What are the delivery charges?', 'how much is the shipping fee'])(
      'shipping cost: %s',
      (message) => {
        const answer = reply(message);
        expect(answer.response).toContain('free on orders over ₹500');
        expect(answer.needsLiveAgent).toBe(false);
      },
    );

    it.each(['How long does delivery take?', 'how many days to deliver to Pune'])(
      'delivery time: %s',
      (message) => {
        const answer = reply(message);
        expect(answer.response).toContain('3–7 business days');
        expect(answer.response).toContain('courier partners');
        expect(answer.needsLiveAgent).toBe(false);
      },
    );

    it('a plain question about shipping gets both cost and time', () => {
      const answer = reply('Do you ship to Guwahati?');
      expect(answer.response).toContain('₹500');
      expect(answer.response).toContain('3–7 business days');
    });

    it.each(['Can I pay by UPI?', 'Is COD available?', 'do you accept credit cards', 'payment options'])(
      'payment: %s',
      (message) => {
        const answer = reply(message);
        expect(answer.response).toContain('cash on delivery');
        expect(answer.response).toMatch(/UPI.*card.*wallet/);
        expect(answer.response).toContain('Razorpay');
        expect(answer.needsLiveAgent).toBe(false);
      },
    );

    it.each(['How do I return an item?', 'what is your refund policy', 'I received a damaged gift'])(
      'returns: %s',
      (message) => {
        const answer = reply(message);
        expect(answer.response).toContain('within 7 days of delivery');
        expect(answer.response).toContain('My Orders');
      },
    );

    it('the return window follows configuration', () => {
      const u = understand('can I return it?');
      expect(builtInReply(u, { customerName: 'Asha', policies: shopPolicies(10) }).response).toContain(
        'within 10 days',
      );
    });

    it.each(['Where can I download my invoice?', 'I need a GST bill'])('invoice: %s', (message) => {
      const answer = reply(message);
      expect(answer.response).toContain('download the invoice');
      expect(answer.response).toContain('My Orders');
      expect(answer.needsLiveAgent).toBe(false);
    });

    it('cancelling goes to the support team', () => {
      const answer = reply('Please cancel my order');
      expect(answer.response).toContain(POLICY_TEXT.cancel());
      expect(answer.needsLiveAgent).toBe(true);
      expect(needsOrders(understand('Please cancel my order'))).toBe(false);
    });
  });

  describe("the customer's orders", () => {
    const orders: OrdersView = {
      kind: 'ok',
      orders: [
        order(),
        order({ id: '9a8b7c6d-0000-4000-8000-000000000001', orderNumber: 'FG-100099', status: 'delivered' }),
      ],
    };

    it.each([
      'Where is my order?',
      'track my parcel',
      "what's the status of my order",
      'When will my order be delivered?',
      'has my package shipped yet',
    ])('tells the latest order: %s', (message) => {
      expect(needsOrders(understand(message))).toBe(true);
      const answer = reply(message, orders);
      expect(answer.response).toContain('Your latest order FG-100101');
      expect(answer.response).toContain('is shipped');
      expect(answer.response).toContain('in transit with Delhivery (AWB AWB123456)');
      expect(answer.response).toContain('https://shiprocket.co/tracking/AWB123456');
      expect(answer.response).toContain('20 November 2026');
      expect(answer.response).toContain('Brass Diya, Rangoli Kit');
      expect(answer.response).toContain('₹1,299.00');
      expect(answer.response).toContain(ASSISTANT_TEXT.moreOrders(2));
      expect(answer.needsLiveAgent).toBe(false);
    });

    it('answers about the order the customer names', () => {
      const answer = reply('What is the status of order FG-100099?', orders);
      expect(answer.response).toContain('Your order FG-100099');
      expect(answer.response).toContain('is delivered');
      expect(answer.response).not.toContain('FG-100101');
    });

    it.each(['fg-100099', 'FG100099', 'order fg 100099', '#100099', 'order no. 100099'])(
      'matches the order number however it is typed: %s',
      (ref) => {
        const answer = reply(`Where is ${ref}? Please track it`, orders);
        expect(answer.response).toContain('Your order FG-100099');
        expect(answer.response).not.toContain('FG-100101');
      },
    );

    it('matches an order by the start of its id (e-mails from before order numbers)', () => {
      expect(reply('track 9a8b7c6d please', orders).response).toContain('Your order FG-100099');
    });

    it('says when a named order is not among the recent ones', () => {
      const answer = reply('where is order 55555?', orders);
      expect(answer.response).toContain(ASSISTANT_TEXT.orderNotFound('55555'));
      expect(answer.response).toContain('Your latest order FG-100101');
    });

    it('an order not yet shipped says the tracking link comes later', () => {
      const pending = order({
        status: 'pending',
        shipmentStatus: null,
        courierName: null,
        awbCode: null,
        trackingUrl: null,
      });
      const answer = reply('where is my order', { kind: 'ok', orders: [pending] });
      expect(answer.response).toContain('is placed');
      expect(answer.response).toContain("hasn't been handed to our courier partner yet");
      expect(answer.response).not.toContain('recent orders');
    });

    it('mentions an unpaid prepaid order and a return request', () => {
      const answer = reply('order status?', {
        kind: 'ok',
        orders: [
          order({
            status: 'pending',
            paymentMethod: 'Prepaid',
            paymentStatus: 'pending',
            returnStatus: 'approved',
          }),
        ],
      });
      expect(answer.response).toContain('is awaiting payment.');
      expect(answer.response).toContain('Return request: approved.');
    });

    it('no orders yet', () => {
      expect(reply('where is my order', { kind: 'ok', orders: [] })).toEqual({
        response: ASSISTANT_TEXT.noOrders,
        needsLiveAgent: false,
      });
    });

    it('orders unreachable: says so and offers a live agent', () => {
      expect(reply('where is my order', { kind: 'unavailable' })).toEqual({
        response: ASSISTANT_TEXT.ordersUnavailable,
        needsLiveAgent: true,
      });
    });
  });

  describe('live agent', () => {
    it.each([
      'I want to talk to a human',
      'Can I speak to a person?',
      'connect me to an agent',
      'I need a customer care representative',
      'please call me',
    ])('asking for a person: %s', (message) => {
      const answer = reply(message);
      expect(answer.needsLiveAgent).toBe(true);
      expect(answer.response).toContain(ASSISTANT_TEXT.liveAgentOffer);
    });

    it.each([
      'This is terrible service',
      'worst shop ever',
      'I am very angry',
      'my refund is not received yet',
      "I still haven't received my refund",
      'I want to file a complaint',
    ])('an unhappy customer: %s', (message) => {
      const answer = reply(message);
      expect(answer.needsLiveAgent).toBe(true);
      expect(answer.response.startsWith(ASSISTANT_TEXT.apology)).toBe(true);
      expect(answer.response).toContain(ASSISTANT_TEXT.liveAgentOffer);
    });

    it('an unhappy order question still answers with the order', () => {
      const answer = reply('Where is my order?? This is terrible', { kind: 'ok', orders: [order()] });
      expect(answer.needsLiveAgent).toBe(true);
      expect(answer.response).toContain('Your latest order FG-100101');
    });

    it('a courier\'s "delivery agent" is not a request for one of ours', () => {
      expect(understand('the delivery agent was rude, let me talk to a human').wantsHuman).toBe(true);
      expect(understand('the delivery agent was late with my order').wantsHuman).toBe(false);
    });
  });

  describe('no matching intent', () => {
    it.each(['What is the meaning of life?', 'asdfgh', 'Do you sell laptops?'])(
      'says so honestly and offers a live agent: %s',
      (message) => {
        expect(reply(message)).toEqual({ response: ASSISTANT_TEXT.unknown, needsLiveAgent: true });
      },
    );
  });
});
