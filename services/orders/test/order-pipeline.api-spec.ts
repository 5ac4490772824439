import { randomUUID } from 'node:crypto';
import { formatOrderNumber, QUEUES } from '@festive/contracts';
import { createQueue, eventually, type TestWorker } from '@festive/server-kit';
import { OrderEntity } from '../src/orders/order.entity';
import { ShiprocketClient } from '../src/shipping/shiprocket/shiprocket-client';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

/**
 * After the order is written: the outbox relay, the `shipping.submit` job against the Shiprocket
 * stand-in, and the `invoice.email` job into the sandbox's mail catcher, all with the real worker.
 */
describe('order pipeline (worker)', () => {
  let sys: OrderSystem;
  let cookie: string;
  let worker: TestWorker;

  beforeAll(async () => {
    sys = await startOrderSystem();
    ({ cookie } = await sys.customer());
    worker = await sys.startWorker();
  });
  afterAll(async () => {
    await sys?.close();
  });
  afterEach(async () => {
    await sys.sandbox.fault('shiprocket', 'ok');
  });

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const place = async (payload: object) => {
    const res = await sys
      .http()
      .post('/api/shiprocket/orders')
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send(payload);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const shiprocketOrdersFor = (orderId: string) => sys.shiprocketOrdersOf(orderId);

  it('hands a COD order to Shiprocket with every required field and e-mails its escaped GST invoice', async () => {
    const diya = await sys.catalog.addProduct({
      price: '590.00',
      stock: 3,
      sku: 'FH001',
      hsnCode: '7419',
      gstRate: '18',
    });
    const email = `asha.${randomUUID().slice(0, 6)}@example.in`;
    const id = await place(
      orderPayload([{ ...diya, quantity: 2 }], { customerName: 'Asha <b>Rao</b>', customerEmail: email }),
    );

    const order = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row.shippingStatus).toBe('submitted');
      expect(row.invoiceSent).toBe(1);
      return row;
    });
    const [remote, ...more] = await shiprocketOrdersFor(id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      shiprocketOrderId: String(remote!.id),
      shipmentId: String(remote!.shipments[0]!.id),
      awbCode: remote!.shipments[0]!.awb,
      courierName: 'Delhivery Surface',
      trackingUrl: `https://shiprocket.co/tracking/${remote!.shipments[0]!.awb}`,
      status: 'confirmed',
      shippingError: null,
    });
    const number = formatOrderNumber(order.orderNumber);
    // Queued at the order's commit and started once: nothing can be at Shiprocket yet, so the
    // hand-off did not ask for it first.
    expect(await sys.sandbox.shiprocketLookups(number)).toBe(0);
    expect(await sys.sandbox.shiprocketLookups(id)).toBe(0);
    expect(remote!.request).toMatchObject({
      order_id: number,
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_last_name: '<b>Rao</b>',
      billing_pincode: '411001',
      billing_country: 'India',
      billing_email: email,
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: diya.name, sku: 'FH001', units: 2, selling_price: '590.00', hsn: '7419' }],
      payment_method: 'COD',
      sub_total: '1180.00',
      length: '20',
      breadth: '15',
      height: '10',
      weight: '0.5',
    });

    const [mail, ...others] = await sys.sandbox.mail(email);
    expect(others).toEqual([]);
    // One number for the order whether the invoice job ran before the Shiprocket one or after.
    expect(mail!.subject).toBe(`Your Festival Gifts order ${number}: tax invoice ${order.invoiceNumber}`);
    expect(mail!.text).toContain(`(order ${number})`);
    expect(order.invoiceNumber).toMatch(/^FG\/\d{2}-\d{2}\/\d{5}$/);
    const html = mail!.html ?? '';
    expect(html).toContain('Tax Invoice');
    expect(html).toContain('GSTIN: 07AAACF1234A1Z5');
    expect(html).toContain('Maharashtra (27)');
    expect(html).toContain('<th class="n">IGST</th>');
    expect(html).toContain('₹1,000.00'); // taxable value of ₹1,180 at 18 %
    expect(html).toContain('₹180.00');
    expect(html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(html).not.toContain('<b>Rao</b>');
    // The invoice is in the body, and downloadable from My Orders; no HTML file rides along.
    const myOrders = `${sys.orders.config.env.PUBLIC_URL.replace(/\/$/, '')}/account?tab=orders`;
    expect(html).toContain(
      `You can download it at any time from My Orders: <a href="${myOrders}">${myOrders}</a>`,
    );
    expect(mail!.text).toContain(`You can download it at any time from My Orders: ${myOrders}`);
    expect(mail!.attachments).toEqual([]);
  });

  it('numbers invoices consecutively and CGST + SGST inside the seller’s state', async () => {
    const diya = await sys.catalog.addProduct({ price: '118.00', stock: 5 });
    const email = `delhi.${randomUUID().slice(0, 6)}@example.in`;
    const first = await place(
      orderPayload([diya], { customerState: 'Delhi', customerPincode: '110006', customerEmail: email }),
    );
    const a = await eventually(
      async () => (await orders().findOneByOrFail({ id: first, invoiceSent: 1 })).invoiceNumber!,
    );
    const second = await place(orderPayload([diya], { customerEmail: email }));
    const b = await eventually(
      async () => (await orders().findOneByOrFail({ id: second, invoiceSent: 1 })).invoiceNumber!,
    );
    expect(Number(b.slice(-5))).toBe(Number(a.slice(-5)) + 1);
    const delhi = (await sys.sandbox.mail(email)).find((m) => m.subject.includes(a))!;
    expect(delhi.html).toContain('<th class="n">CGST</th><th class="n">SGST</th>');
    expect(delhi.html).toContain('Delhi (07)');
  });

  it('keeps retrying while Shiprocket fails and makes exactly one shipment once it recovers', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    await sys.sandbox.fault('shiprocket', 'fail');
    const id = await place(orderPayload([diya], { customerPincode: '400001' }));
    // The job's id is its outbox row's: wait until it has failed twice, then let Shiprocket recover.
    const [row] = (await sys.orders.dataSource.query(
      `SELECT id FROM orders.outbox WHERE topic = $1 AND payload->>'orderId' = $2`,
      [QUEUES.shippingSubmit, id],
    )) as { id: string }[];
    const queue = createQueue(sys.orders.config, QUEUES.shippingSubmit);
    try {
      await eventually(async () =>
        expect((await queue.getJob(row!.id))?.attemptsMade).toBeGreaterThanOrEqual(2),
      );
    } finally {
      await queue.close();
    }
    expect((await orders().findOneByOrFail({ id })).shippingStatus).toBe('pending');
    await sys.sandbox.fault('shiprocket', 'ok');
    const { orderNumber } = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row.shippingStatus).toBe('submitted');
      return row;
    });
    expect(await shiprocketOrdersFor(id)).toHaveLength(1);
    // A try after a failed one asks Shiprocket before creating: the failure may have come late.
    expect(await sys.sandbox.shiprocketLookups(formatOrderNumber(orderNumber))).toBeGreaterThanOrEqual(1);
  });

  it('keeps the Shiprocket order of a hand-off whose courier is never booked, for the shop to see', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    // Every try's courier booking fails (the test worker tries four times).
    await sys.sandbox.call('POST', '/shiprocket/sandbox/settings', { awbFailures: 10_000 });
    try {
      const id = await place(orderPayload([diya], { customerPincode: '400001' }));
      const order = await eventually(async () => {
        const row = await orders().findOneByOrFail({ id });
        expect(row.shippingStatus).toBe('failed');
        return row;
      });
      const remote = await shiprocketOrdersFor(id);
      expect(remote).toHaveLength(1);
      expect(order).toMatchObject({
        shiprocketOrderId: String(remote[0]!.id),
        shipmentId: String(remote[0]!.shipments[0]!.id),
        awbCode: null,
      });
    } finally {
      await sys.sandbox.call('POST', '/shiprocket/sandbox/settings', { awbFailures: 0 });
    }
  });

  it('logs in again when the cached Shiprocket token has expired', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    await sys.sandbox.call('POST', '/shiprocket/sandbox/expire-tokens');
    const id = await place(orderPayload([diya], { customerPincode: '400001' }));
    await eventually(async () =>
      expect((await orders().findOneByOrFail({ id })).shippingStatus).toBe('submitted'),
    );
  });

  it('shares one Shiprocket login among the calls that meet an expired token at once', async () => {
    const client = worker.app.get(ShiprocketClient);
    await client.findOrder('FG-000001');
    const logins = async () =>
      (await sys.sandbox.call<{ logins: number }>('GET', '/shiprocket/sandbox/orders')).body.logins;
    const before = await logins();
    await sys.sandbox.call('POST', '/shiprocket/sandbox/expire-tokens');
    const found = await Promise.all(Array.from({ length: 8 }, (_, i) => client.findOrder(`FG-00000${i}`)));
    expect(found).toEqual(Array.from({ length: 8 }, () => null));
    expect((await logins()) - before).toBe(1);
  });

  it.each([QUEUES.shippingSubmit, QUEUES.invoiceEmail])(
    'fails a %s job whose payload breaks its contract at once, and keeps it visible',
    async (queueName) => {
      const queue = createQueue(sys.orders.config, queueName);
      try {
        const job = await queue.add('test', { orderId: 'not-a-uuid' }, { attempts: 5 });
        const failed = await eventually(async () => {
          const state = await queue.getJob(job.id!);
          expect(await state!.getState()).toBe('failed');
          expect(state!.failedReason).toBeDefined();
          return state!;
        });
        expect(failed.failedReason).toMatch(
          new RegExp(`^invalid ${queueName.replace('.', '\\.')} payload: orderId: `),
        );
        expect(failed.attemptsMade).toBe(1);
      } finally {
        await queue.close();
      }
    },
  );

  it('marks an order whose hand-off fails on every attempt, visibly, and keeps it', async () => {
    const diya = await sys.catalog.addProduct({ stock: 5 });
    // Failing before the order is placed: the relay hands the job over as soon as the order is
    // written. (Checkout goes on without the pincode check when Shiprocket cannot answer it.)
    await sys.sandbox.fault('shiprocket', 'fail');
    const id = await place(orderPayload([diya], { customerPincode: '400002' }));
    const order = await eventually(async () => {
      const row = await orders().findOneByOrFail({ id });
      expect(row.shippingStatus).toBe('failed');
      return row;
    });
    expect(order.shippingError).toMatch(/^Shiprocket answered 503/);
    expect(order.shiprocketOrderId).toBeNull();
    expect(await shiprocketOrdersFor(id)).toHaveLength(0);
  });
});
