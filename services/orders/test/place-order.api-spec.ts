import { randomUUID } from 'node:crypto';
import {
  formatOrderNumber,
  placeOrderResponseSchema,
  priceMismatchSchema,
  QUEUES,
  type ServerCart,
} from '@festive/contracts';
import { OrderItemEntity } from '../src/orders/order-item.entity';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

describe('POST /api/shiprocket/orders', () => {
  let sys: OrderSystem;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    sys = await startOrderSystem();
    ({
      cookie,
      customer: { userId },
    } = await sys.customer());
  });
  afterAll(async () => {
    await sys?.close();
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const place = (body: unknown, key: string | null = randomUUID(), who = cookie) => {
    const req = sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', who)
      .send(body as object);
    return key === null ? req : req.set('Idempotency-Key', key);
  };

  it('is for signed-in shoppers only', async () => {
    const diya = await sys.catalog.addProduct();
    const res = await sys
      .http()
      .post('/api/shiprocket/orders')
      .send(orderPayload([diya]))
      .expect(401);
    expect(res.body).toEqual({ message: 'Please sign in' });
  });

  describe('answers 400 naming the field, with the spec message, for every rule of the payload', () => {
    let valid: ReturnType<typeof orderPayload>;
    beforeAll(async () => {
      valid = orderPayload([await sys.catalog.addProduct()]);
    });

    it.each([
      ['customerName', 'A', 'customerName: Name must be at least 2 characters'],
      ['customerPhone', '12345', 'customerPhone: Please enter a valid phone number'],
      ['customerEmail', 'asha@', 'customerEmail: Please enter a valid email'],
      ['customerAddress', '12 M', 'customerAddress: Address must be at least 5 characters'],
      ['customerCity', 'P', 'customerCity: City must be at least 2 characters'],
      ['customerState', 'M', 'customerState: State must be at least 2 characters'],
      ['customerPincode', '41100', 'customerPincode: Pincode must be 6 digits'],
      ['paymentMethod', 'Cash', 'paymentMethod: Please select a payment method'],
      ['total', '12.345', 'total: total must be a non-negative amount with at most 8 digits and 2 decimals'],
      ['items', [], 'items: items must not be empty'],
    ])('%s = %j', async (field, value, message) => {
      const res = await place({ ...valid, [field]: value }).expect(400);
      expect(res.body.message).toBe(message);
    });

    it.each([
      ['quantity', 0, /^items\.0\.quantity: /],
      ['quantity', 101, /^items\.0\.quantity: /],
      ['price', '-5', /^items\.0\.price: items\.price must be a non-negative amount/],
      ['id', 'not-a-uuid', /^items\.0\.id: /],
    ])('items[0].%s = %j', async (field, value, message) => {
      const res = await place({ ...valid, items: [{ ...valid.items[0], [field]: value }] }).expect(400);
      expect(res.body.message).toMatch(message);
    });

    it('refuses a missing field, a repeated gift and a malformed Idempotency-Key', async () => {
      const { customerEmail: _email, ...withoutEmail } = valid;
      expect((await place(withoutEmail).expect(400)).body.message).toMatch(/^customerEmail: /);
      const twice = await place({ ...valid, items: [valid.items[0], valid.items[0]] }).expect(400);
      expect(twice.body.message).toBe('items: each gift may appear only once');
      const badKey = await place(valid, 'short').expect(400);
      expect(badKey.body.message).toBe('Idempotency-Key must be 8 to 200 visible ASCII characters');
      expect(await orders().countBy({ userId })).toBe(0);
    });
  });

  it('places a COD order at catalog prices: order, lines, jobs and sold stock, provider id still null', async () => {
    const diya = await sys.catalog.addProduct({
      price: '499.50',
      stock: 5,
      sku: 'FH001',
      hsnCode: '7419',
      gstRate: '12',
    });
    const rakhi = await sys.catalog.addProduct({ price: '0.10', stock: 5 });
    const payload = orderPayload([
      { ...diya, quantity: 2 },
      { ...rakhi, quantity: 3 },
    ]);
    expect(payload.total).toBe('999.30');
    const res = await place(payload).expect(201);
    const answer = placeOrderResponseSchema.parse(res.body);
    expect(answer.shiprocketOrderId).toBeNull();

    const order = await orders().findOneByOrFail({ id: answer.id });
    expect(answer.orderNumber).toBe(formatOrderNumber(order.orderNumber));
    expect(order).toMatchObject({
      userId,
      total: '999.30',
      paymentMethod: 'COD',
      paymentStatus: 'cod',
      status: 'pending',
      shippingStatus: 'pending',
      customerPincode: '411001',
      invoiceSent: 0,
    });
    const items = await sys.orders.dataSource
      .getRepository(OrderItemEntity)
      .find({ where: { orderId: order.id }, order: { price: 'DESC' } });
    expect(items.map((i) => [i.productName, i.price, i.quantity, i.subtotal, i.hsnCode, i.gstRate])).toEqual([
      [diya.name, '499.50', 2, '999.00', '7419', '12.00'],
      [rakhi.name, '0.10', 3, '0.30', '9505', '18.00'],
    ]);
    const jobs = await sys.orders.dataSource.getRepository(OutboxMessageEntity).find({ where: {} });
    expect(
      jobs
        .filter((j) => j.payload.orderId === order.id)
        .map((j) => j.topic)
        .sort(),
    ).toEqual([QUEUES.invoiceEmail, QUEUES.shippingSubmit]);
    expect(await sys.catalog.stockOf(diya.id)).toBe(3);
    expect(await sys.catalog.stockOf(rakhi.id)).toBe(2);
    expect((await sys.catalog.reservations(order.id)).map((r) => r.status)).toEqual([
      'committed',
      'committed',
    ]);
  });

  it("takes the ordered gifts out of the shopper's stored cart and keeps the rest", async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    const rakhi = await sys.catalog.addProduct({ stock: 5 });
    const cartOf = async () =>
      ((await sys.http().get('/api/cart').set('Cookie', cookie).expect(200)).body as ServerCart).items;
    await sys
      .http()
      .put('/api/cart')
      .set('Cookie', cookie)
      .send({
        items: [
          { productId: diya.id, quantity: 2 },
          { productId: rakhi.id, quantity: 1 },
        ],
      })
      .expect(200);
    expect((await cartOf()).map((line) => line.id)).toEqual([diya.id, rakhi.id]);
    await place(orderPayload([{ ...diya, quantity: 2 }])).expect(201);
    expect((await cartOf()).map((line) => [line.id, line.quantity])).toEqual([[rakhi.id, 1]]);
    await sys.http().put('/api/cart').set('Cookie', cookie).send({ items: [] }).expect(200);
  });

  it('makes one order of one Idempotency-Key sent three times at once', async () => {
    const diya = await sys.catalog.addProduct({ stock: 10 });
    const payload = orderPayload([{ ...diya, quantity: 2 }]);
    const key = `checkout-${randomUUID()}`;
    const answers = await Promise.all([place(payload, key), place(payload, key), place(payload, key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await orders().countBy({ id: answers[0]!.body.id })).toBe(1);
    expect(await sys.catalog.stockOf(diya.id)).toBe(8);

    const again = await place(payload, key).expect(201);
    expect(again.body.id).toBe(answers[0]!.body.id);
    expect(new Set([...answers, again].map((a) => a.body.orderNumber)).size).toBe(1);
    const otherCart = await place(orderPayload([diya]), key).expect(409);
    expect(otherCart.body.message).toBe('This Idempotency-Key was already used for a different order');
    expect(await sys.catalog.stockOf(diya.id)).toBe(8);
  });

  it('without a key, the same cart sent twice from one session is one order', async () => {
    const diya = await sys.catalog.addProduct({ stock: 10 });
    const payload = orderPayload([diya]);
    const first = await place(payload, null).expect(201);
    const second = await place(payload, null).expect(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await sys.catalog.stockOf(diya.id)).toBe(9);
  });

  it('refuses a tampered total or line price with 409 and the current prices; no order, no stock held', async () => {
    const diya = await sys.catalog.addProduct({ price: '1299.00', stock: 4 });
    const honest = orderPayload([diya]);
    const cheapTotal = await place({ ...honest, total: '1.00' }).expect(409);
    expect(priceMismatchSchema.parse(cheapTotal.body)).toEqual({
      message: 'Prices have changed since these gifts were added to your cart. Please review the new total.',
      total: '1299.00',
      items: [{ id: diya.id, price: '1299.00' }],
    });
    const cheapLine = orderPayload([{ ...diya, price: '1.00' }]);
    expect(cheapLine.total).toBe('1.00');
    const res = await place(cheapLine).expect(409);
    expect(res.body.total).toBe('1299.00');
    const tampered = await sys.orders.dataSource.query(
      `SELECT count(*)::int AS n FROM orders.orders WHERE total = 1.00 OR id IN (
         SELECT order_id FROM orders.order_items WHERE product_id = $1)`,
      [diya.id],
    );
    expect(tampered[0].n).toBe(0);
    expect(await sys.catalog.stockOf(diya.id)).toBe(4);
  });

  it('tells the shopper what ran out; nothing is held', async () => {
    const plenty = await sys.catalog.addProduct({ stock: 9 });
    const scarce = await sys.catalog.addProduct({ name: 'Silver Rakhi', stock: 1 });
    const res = await place(orderPayload([plenty, { ...scarce, quantity: 2 }])).expect(409);
    expect(res.body.message).toBe('Only 1 of Silver Rakhi left in stock (you asked for 2)');
    expect(await sys.catalog.stockOf(plenty.id)).toBe(9);
  });

  it('enforces the pincode check: no delivery, or no COD where the courier has none', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    const nowhere = await place(orderPayload([diya], { customerPincode: '990001' })).expect(400);
    expect(nowhere.body.message).toBe('customerPincode: We do not deliver to 990001 yet');
    const noCod = await place(orderPayload([diya], { customerPincode: '982001' })).expect(400);
    expect(noCod.body.message).toBe('paymentMethod: Cash on delivery is not available for pincode 982001');
    await place(orderPayload([diya], { customerPincode: '982001', paymentMethod: 'Prepaid' })).expect(201);
    expect(await sys.catalog.stockOf(diya.id)).toBe(4);
  });

  it('sells exactly the stock there is: 200 orders at once for 10 gifts', async () => {
    const diya = await sys.catalog.addProduct({ stock: 10 });
    const payload = orderPayload([diya]);
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(payload, randomUUID())));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(190);
    expect(await sys.catalog.stockOf(diya.id)).toBe(0);
    const count = await sys.orders.dataSource.query(
      `SELECT count(DISTINCT order_id)::int AS n FROM orders.order_items WHERE product_id = $1`,
      [diya.id],
    );
    expect(count[0].n).toBe(10);
  });
});
