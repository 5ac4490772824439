import { randomUUID } from 'node:crypto';
import {
  formatOrderNumber,
  INVOICE_REFUSALS,
  invoiceEmailJobSchema,
  ORDER_DESK_REFUSALS,
  orderDeskDetailSchema,
  orderDeskPageSchema,
  orderDeskQueuedSchema,
  returnDeskPageSchema,
  shippingSubmitJobSchema,
} from '@festive/contracts';
import { OrderEntity } from '../src/orders/order.entity';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity';
import { PaymentEntity } from '../src/payments/payment.entity';
import { RefundEntity } from '../src/refunds/refund.entity';
import { ReturnRequestEntity } from '../src/returns/return-request.entity';
import { TrackingEventEntity } from '../src/shipping/tracking/tracking-event.entity';
import { eventually } from '@festive/server-kit';
import { type OrderSystem, startOrderSystem } from './support/order-system';
import { ASHA, customerSession, DAY_MS, storeOrder, type StoredOrderFields } from './support/stored-order';

jest.setTimeout(120_000);

/** The IST calendar day of an instant (the desk's days are shop days in India). */
const istDay = (at: Date) => new Date(at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The back office's order desk: the real orders app and worker on a fresh database, the sandbox's
 * Shiprocket and mail catcher over HTTP. Orders are stored as the pipeline leaves them, so each
 * search key and filter has rows it must find and rows it must leave out.
 */
describe('the order desk (GET /api/admin/orders, /api/admin/orders/:id, its actions, GET /api/admin/returns)', () => {
  let sys: OrderSystem;
  let admin: string;
  const seeded: Record<string, OrderEntity> = {};

  const orders = () => sys.orders.dataSource.getRepository(OrderEntity);
  const store = async (key: string, fields: StoredOrderFields) => {
    const saved = await storeOrder(sys.orders.dataSource, ASHA, fields);
    seeded[key] = await orders().findOneByOrFail({ id: saved.id });
    return seeded[key]!;
  };
  const get = (path: string, cookie = admin) => sys.http().get(path).set('Cookie', cookie);
  const post = (path: string, cookie = admin) => sys.http().post(path).set('Cookie', cookie).send({});
  const list = async (query: string) =>
    orderDeskPageSchema.parse((await get(`/api/admin/orders${query}`).expect(200)).body);
  const names = async (query: string) => (await list(query)).items.map((order) => order.customerName);

  beforeAll(async () => {
    sys = await startOrderSystem();
    admin = await sys.orders.sessionCookie({ isAdmin: true });
    // Oldest first, so the newest-first answers read A, B, C, D, then the fillers.
    for (let n = 1; n <= 22; n += 1) {
      await store(`filler${n}`, {
        customerName: `Filler ${n}`,
        customerPhone: `70000000${String(n).padStart(2, '0')}`,
        daysAgo: 40 + n,
      });
    }
    await store('D', {
      customerName: 'asha MEHTA',
      customerPhone: '9000000001',
      paymentMethod: 'Prepaid',
      paymentStatus: 'pending',
      daysAgo: 10,
    });
    await store('C', {
      customerName: 'Kavya Nair',
      customerPhone: '09812345678',
      status: 'cancelled',
      daysAgo: 3,
    });
    await store('B', {
      customerName: 'Ravi Kumar',
      customerPhone: '+91 98123 45678',
      paymentMethod: 'Prepaid',
      paymentStatus: 'paid',
      paymentId: 'pay_desk0001',
      status: 'confirmed',
      shippingStatus: 'submitted',
      shiprocketOrderId: '9001',
      shipmentId: '8001',
      awbCode: '19041234567',
      courierName: 'Delhivery',
      trackingUrl: 'https://shiprocket.co/tracking/19041234567',
      daysAgo: 1,
    });
    await store('A', { customerName: 'Asha Rao', customerPhone: '9876543210', daysAgo: 0 });
  });
  afterAll(async () => {
    await sys?.close();
  });

  describe('searching and paging the orders', () => {
    it('answers the newest 20 of all orders with the total, by default', async () => {
      const page = await list('');
      expect(page).toMatchObject({ total: 26, page: 1, pageSize: 20 });
      expect(page.items).toHaveLength(20);
      expect(page.items.slice(0, 5).map((order) => order.customerName)).toEqual([
        'Asha Rao',
        'Ravi Kumar',
        'Kavya Nair',
        'asha MEHTA',
        'Filler 1',
      ]);
      expect(page.items[0]).toMatchObject({
        id: seeded.A!.id,
        orderNumber: formatOrderNumber(seeded.A!.orderNumber),
      });
    });

    it('pages on the server without overlap: page 2 holds the rest', async () => {
      const first = await list('?pageSize=10');
      const third = await list('?pageSize=10&page=3');
      expect(third).toMatchObject({ total: 26, page: 3, pageSize: 10 });
      expect(third.items.map((order) => order.customerName)).toEqual([
        'Filler 17',
        'Filler 18',
        'Filler 19',
        'Filler 20',
        'Filler 21',
        'Filler 22',
      ]);
      const second = await list('?pageSize=10&page=2');
      const ids = [...first.items, ...second.items, ...third.items].map((order) => order.id);
      expect(new Set(ids).size).toBe(26);
      expect((await list('?page=9')).items).toEqual([]);
    });

    it('finds an order by its number, typed any way people write it, and never by a part of it', async () => {
      const number = formatOrderNumber(seeded.B!.orderNumber);
      for (const typed of [
        number,
        number.toLowerCase().replace('-', ''),
        `#${number}`,
        String(seeded.B!.orderNumber),
      ]) {
        expect(await names(`?q=${encodeURIComponent(typed)}`)).toEqual(['Ravi Kumar']);
      }
      expect((await list(`?q=${String(seeded.B!.orderNumber).slice(0, 4)}`)).total).toBe(0);
    });

    it('finds orders by phone in any accepted form (10 digits, +91, a leading 0, spaces)', async () => {
      for (const typed of ['9812345678', '+919812345678', '+91 98123 45678', '09812345678', '98123-45678']) {
        expect(await names(`?q=${encodeURIComponent(typed)}`)).toEqual(['Ravi Kumar', 'Kavya Nair']);
      }
      expect(await names('?q=9876543210')).toEqual(['Asha Rao']);
    });

    it('finds orders by a part of the customer name in any case, with % and _ taken literally', async () => {
      expect(await names('?q=ASHA')).toEqual(['Asha Rao', 'asha MEHTA']);
      expect(await names('?q=%20mehta%20')).toEqual(['asha MEHTA']);
      expect((await list('?q=%25')).total).toBe(0);
      expect((await list('?q=_')).total).toBe(0);
    });

    it('finds an order by its courier AWB', async () => {
      expect(await names('?q=19041234567')).toEqual(['Ravi Kumar']);
    });

    it('filters by order status, payment status and IST days, combined with the search', async () => {
      expect(await names('?status=cancelled')).toEqual(['Kavya Nair']);
      expect(await names('?payment=paid')).toEqual(['Ravi Kumar']);
      expect(await names('?payment=pending&q=asha')).toEqual(['asha MEHTA']);
      expect(await names('?q=asha&status=pending&payment=cod')).toEqual(['Asha Rao']);
      const today = istDay(seeded.A!.createdAt);
      const threeDaysAgo = istDay(seeded.C!.createdAt);
      expect(await names(`?from=${threeDaysAgo}&to=${today}`)).toEqual([
        'Asha Rao',
        'Ravi Kumar',
        'Kavya Nair',
      ]);
      expect(await names(`?from=${threeDaysAgo}&to=${threeDaysAgo}`)).toEqual(['Kavya Nair']);
      expect(await names(`?to=${istDay(seeded.D!.createdAt)}&pageSize=3`)).toEqual([
        'asha MEHTA',
        'Filler 1',
        'Filler 2',
      ]);
    });

    it('counts a day from midnight to midnight in India, whatever the server clock zone', async () => {
      const before = await store('late', {
        customerName: 'Late Night',
        customerPhone: '7100000001',
        daysAgo: 400,
      });
      const after = await store('early', {
        customerName: 'Early Morning',
        customerPhone: '7100000002',
        daysAgo: 400,
      });
      await orders().update({ id: before.id }, { createdAt: new Date('2024-03-01T23:59:59.999+05:30') });
      await orders().update({ id: after.id }, { createdAt: new Date('2024-03-02T00:00:00+05:30') });
      expect(await names('?from=2024-03-01&to=2024-03-01')).toEqual(['Late Night']);
      expect(await names('?from=2024-03-02&to=2024-03-02')).toEqual(['Early Morning']);
      expect(await names('?from=2024-03-01&to=2024-03-02')).toEqual(['Early Morning', 'Late Night']);
      await orders().delete({ id: before.id });
      await orders().delete({ id: after.id });
    });

    it.each([
      ['?status=lost', 'status: status must be one of pending, confirmed, shipped, delivered, cancelled'],
      ['?payment=cash', 'payment: payment must be one of pending, failed, paid, refunded, cod'],
      ['?from=2025-02-30', 'from: from must be a real calendar date'],
      ['?to=20-10-2025', 'to: to must be a date like 2025-10-20'],
      ['?from=2025-10-21&to=2025-10-20', 'to: to must not be before from'],
      ['?page=0', 'page: page must be 1 or more'],
      ['?pageSize=101', 'pageSize: pageSize must be at most 100'],
      [`?q=${'x'.repeat(101)}`, 'q: q must be at most 100 characters'],
    ])('refuses %s with 400 naming the field', async (query, message) => {
      const res = await get(`/api/admin/orders${query}`).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a page that is not a number or a parameter given twice, naming it', async () => {
      expect((await get('/api/admin/orders?page=two').expect(400)).body.message).toMatch(/^page: /);
      expect(
        (await get('/api/admin/orders?status=pending&status=cancelled').expect(400)).body.message,
      ).toMatch(/^status: /);
    });
  });

  describe('the returns list', () => {
    beforeAll(async () => {
      const returns = sys.orders.dataSource.getRepository(ReturnRequestEntity);
      const base = { userId: ASHA, customerEmail: 'asha@example.in', reason: 'Damaged or defective' };
      await returns.save(
        returns.create({
          ...base,
          orderId: seeded.D!.id,
          customerName: 'asha MEHTA',
          customerPhone: '9000000001',
          status: 'rejected',
          decisionReason: 'Used item',
          decidedAt: new Date(),
        }),
      );
      await returns.save(
        returns.create({
          ...base,
          orderId: seeded.B!.id,
          customerName: 'Ravi Kumar',
          customerPhone: '+91 98123 45678',
          status: 'approved',
          refundAmount: '500.00',
        }),
      );
      await returns.save(
        returns.create({
          ...base,
          orderId: seeded.A!.id,
          customerName: 'Asha Rao',
          customerPhone: '9876543210',
        }),
      );
    });

    const returnsPage = async (query: string) =>
      returnDeskPageSchema.parse((await get(`/api/admin/returns${query}`).expect(200)).body);
    const returnNames = async (query: string) =>
      (await returnsPage(query)).items.map((row) => row.customerName);

    it('lists return requests newest first, paged, with the order number', async () => {
      const page = await returnsPage('?pageSize=2');
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.items.map((row) => row.customerName)).toEqual(['Asha Rao', 'Ravi Kumar']);
      expect(page.items[1]).toMatchObject({
        orderId: seeded.B!.id,
        orderNumber: formatOrderNumber(seeded.B!.orderNumber),
        status: 'approved',
        refundAmount: '500.00',
      });
      expect(await returnNames('?pageSize=2&page=2')).toEqual(['asha MEHTA']);
    });

    it('searches by order number, phone and name, and filters by status and day', async () => {
      expect(await returnNames(`?q=${formatOrderNumber(seeded.B!.orderNumber)}`)).toEqual(['Ravi Kumar']);
      expect(await returnNames('?q=%2B91%209812345678')).toEqual(['Ravi Kumar']);
      expect(await returnNames('?q=asha')).toEqual(['Asha Rao', 'asha MEHTA']);
      expect(await returnNames('?status=rejected')).toEqual(['asha MEHTA']);
      expect(await returnNames('?status=pending&q=asha')).toEqual(['Asha Rao']);
      const today = istDay(new Date());
      expect((await returnsPage(`?from=${today}&to=${today}`)).total).toBe(3);
      expect((await returnsPage('?to=2024-01-01')).total).toBe(0);
    });

    it('refuses bad parameters with 400 naming the field', async () => {
      expect((await get('/api/admin/returns?status=shipped').expect(400)).body.message).toBe(
        'status: status must be one of pending, approved, rejected, refunded',
      );
      expect((await get('/api/admin/returns?pageSize=0').expect(400)).body.message).toBe(
        'pageSize: pageSize must be 1 or more',
      );
    });
  });

  describe('the order drawer', () => {
    it('shows one order whole: items, customer, address, payment attempts, shipment and its reports, invoice, returns, refunds, moves', async () => {
      const b = seeded.B!;
      const ds = sys.orders.dataSource;
      const payment = await ds.getRepository(PaymentEntity).save({
        orderId: b.id,
        razorpayOrderId: 'order_Desk000001',
        razorpayPaymentId: 'pay_desk0001',
        amount: '1000.00',
        status: 'captured',
      });
      const returnRequest = await ds.getRepository(ReturnRequestEntity).findOneByOrFail({ orderId: b.id });
      await ds.getRepository(RefundEntity).save({
        orderId: b.id,
        returnRequestId: returnRequest.id,
        paymentId: payment.id,
        amount: '500.00',
        method: 'razorpay',
        reason: 'return',
        actor: 'admin',
      });
      await ds.getRepository(TrackingEventEntity).save({
        orderId: b.id,
        awb: '19041234567',
        status: 'PICKED UP',
        stage: 'picked_up',
        location: 'Pune',
        activity: 'Shipment picked up',
        eventTime: new Date(Date.now() - DAY_MS / 2),
      });
      await sys
        .http()
        .post(`/api/orders/${b.id}/status`)
        .set('Cookie', admin)
        .send({ status: 'shipped', reason: 'Courier confirmed pick-up' })
        .expect(200);

      const res = await get(`/api/admin/orders/${b.id}`).expect(200);
      const drawer = orderDeskDetailSchema.parse(res.body);
      expect(drawer.order).toMatchObject({
        id: b.id,
        orderNumber: formatOrderNumber(b.orderNumber),
        status: 'shipped',
      });
      expect(drawer.statusLabel).toBe('Shipped');
      expect(drawer.items).toEqual([
        expect.objectContaining({
          productName: 'Brass Diya',
          quantity: 2,
          price: '500.00',
          subtotal: '1000.00',
        }),
      ]);
      expect(drawer.customer).toEqual({
        name: 'Ravi Kumar',
        phone: '+91 98123 45678',
        email: 'asha@example.in',
      });
      expect(drawer.address).toEqual({
        address: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      });
      expect(drawer.payment).toMatchObject({
        method: 'Prepaid',
        status: 'paid',
        statusLabel: 'Paid',
        paymentId: 'pay_desk0001',
        attempts: [
          {
            razorpayOrderId: 'order_Desk000001',
            razorpayPaymentId: 'pay_desk0001',
            amount: '1000.00',
            status: 'captured',
          },
        ],
      });
      expect(drawer.shipment).toMatchObject({
        shippingStatus: 'submitted',
        shippingStatusLabel: 'Shipment booked',
        shiprocketOrderId: '9001',
        awbCode: '19041234567',
        courierName: 'Delhivery',
        trackingUrl: 'https://shiprocket.co/tracking/19041234567',
        events: [
          { status: 'PICKED UP', stage: 'picked_up', location: 'Pune', activity: 'Shipment picked up' },
        ],
      });
      expect(drawer.invoice).toEqual({ number: null, issuedAt: null, sent: false, refusal: null });
      expect(drawer.returns).toEqual([expect.objectContaining({ id: returnRequest.id, status: 'approved' })]);
      expect(drawer.refunds).toEqual([
        expect.objectContaining({
          amount: '500.00',
          method: 'razorpay',
          status: 'pending',
          returnRequestId: returnRequest.id,
        }),
      ]);
      expect(drawer.transitions).toEqual([
        expect.objectContaining({
          field: 'status',
          fromValue: 'confirmed',
          toValue: 'shipped',
          actor: 'admin',
          reason: 'Courier confirmed pick-up',
        }),
      ]);
      // Shipped: no cancel; booked: nothing to retry; paid: the invoice may be sent again.
      expect(drawer.actions).toEqual({ cancel: false, resendInvoice: true, retryShipment: false });
    });

    it('says what a new unpaid Prepaid order offers and why it has no invoice', async () => {
      const drawer = orderDeskDetailSchema.parse(
        (await get(`/api/admin/orders/${seeded.D!.id}`).expect(200)).body,
      );
      expect(drawer.statusLabel).toBe('Awaiting payment');
      expect(drawer.invoice.refusal).toBe(INVOICE_REFUSALS.unpaid);
      expect(drawer.shipment.events).toEqual([]);
      expect(drawer.returns).toEqual([
        expect.objectContaining({ status: 'rejected', decisionReason: 'Used item' }),
      ]);
      expect(drawer.actions).toEqual({ cancel: true, resendInvoice: false, retryShipment: false });
    });

    it('answers 404 for an unknown order or an id that is not one', async () => {
      for (const id of [randomUUID(), 'FG-100001', '1']) {
        const res = await get(`/api/admin/orders/${id}`).expect(404);
        expect(res.body).toEqual({ message: 'Order not found' });
      }
    });
  });

  describe('the drawer actions', () => {
    let worker: Awaited<ReturnType<OrderSystem['startWorker']>>;
    beforeAll(async () => {
      worker = await sys.startWorker();
    });
    afterAll(async () => {
      await worker?.close();
    });

    const outboxOf = (orderId: string, topic: string) =>
      sys.orders.dataSource
        .getRepository(OutboxMessageEntity)
        .createQueryBuilder('m')
        .where('m.topic = :topic', { topic })
        .andWhere(`m.payload->>'orderId' = :orderId`, { orderId })
        .getMany();

    it('resends the invoice as a job of its own each time it is asked, even once sent', async () => {
      const email = `desk.${randomUUID().slice(0, 8)}@example.in`;
      const order = await store('invoiced', {
        customerName: 'Meera Iyer',
        customerEmail: email,
        customerPhone: '7200000001',
      });
      const answer = await post(`/api/admin/orders/${order.id}/resend-invoice`).expect(202);
      expect(orderDeskQueuedSchema.parse(answer.body)).toEqual({
        orderId: order.id,
        orderNumber: formatOrderNumber(order.orderNumber),
        queued: true,
      });
      await eventually(async () => expect(await sys.sandbox.mail(email)).toHaveLength(1));
      await eventually(async () =>
        expect((await orders().findOneByOrFail({ id: order.id })).invoiceSent).toBe(1),
      );

      await post(`/api/admin/orders/${order.id}/resend-invoice`).expect(202);
      const mails = await eventually(async () => {
        const caught = await sys.sandbox.mail(email);
        expect(caught).toHaveLength(2);
        return caught;
      });
      const number = formatOrderNumber(order.orderNumber);
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringContaining(number),
        expect.stringContaining(number),
      ]);
      const jobs = await outboxOf(order.id, 'invoice.email');
      expect(jobs).toHaveLength(2);
      for (const job of jobs)
        expect(invoiceEmailJobSchema.parse(job.payload)).toMatchObject({ orderId: order.id, resend: true });
    });

    it('refuses to resend for an order with no invoice (409), queuing nothing', async () => {
      const unpaid = await post(`/api/admin/orders/${seeded.D!.id}/resend-invoice`).expect(409);
      expect(unpaid.body).toEqual({ message: INVOICE_REFUSALS.unpaid });
      const cancelled = await post(`/api/admin/orders/${seeded.C!.id}/resend-invoice`).expect(409);
      expect(cancelled.body).toEqual({ message: INVOICE_REFUSALS.cancelled });
      expect(await outboxOf(seeded.D!.id, 'invoice.email')).toEqual([]);
      expect(await outboxOf(seeded.C!.id, 'invoice.email')).toEqual([]);
    });

    it('hands a failed order to Shiprocket again, and the job books it', async () => {
      const order = await store('failed', {
        customerName: 'Arjun Mehta',
        customerPhone: '7300000001',
        shippingStatus: 'failed',
        shippingError: 'Shiprocket answered 503',
      });
      const before = orderDeskDetailSchema.parse(
        (await get(`/api/admin/orders/${order.id}`).expect(200)).body,
      );
      expect(before.actions.retryShipment).toBe(true);
      expect(before.shipment).toMatchObject({
        shippingStatusLabel: 'Booking failed',
        shippingError: 'Shiprocket answered 503',
      });

      const answer = await post(`/api/admin/orders/${order.id}/retry-shipment`).expect(202);
      expect(orderDeskQueuedSchema.parse(answer.body)).toMatchObject({ orderId: order.id, queued: true });
      const [job] = await outboxOf(order.id, 'shipping.submit');
      expect(shippingSubmitJobSchema.parse(job!.payload)).toMatchObject({ orderId: order.id });
      const booked = await eventually(async () => {
        const row = await orders().findOneByOrFail({ id: order.id });
        expect(row).toMatchObject({ shippingStatus: 'submitted', status: 'confirmed', shippingError: null });
        return row;
      });
      expect(booked.awbCode).toEqual(expect.any(String));
      expect(await sys.shiprocketOrdersOf(order.id)).toHaveLength(1);
    });

    it('refuses to retry a hand-off that has not failed, or a cancelled order (409)', async () => {
      const pending = await post(`/api/admin/orders/${seeded.A!.id}/retry-shipment`).expect(409);
      expect(pending.body).toEqual({ message: ORDER_DESK_REFUSALS.shipmentNotFailed });
      const cancelled = await store('cancelledFailed', {
        customerName: 'Nisha Das',
        customerPhone: '7300000002',
        status: 'cancelled',
        shippingStatus: 'failed',
      });
      const refused = await post(`/api/admin/orders/${cancelled.id}/retry-shipment`).expect(409);
      expect(refused.body).toEqual({ message: ORDER_DESK_REFUSALS.shipmentCancelled });
      expect(await outboxOf(seeded.A!.id, 'shipping.submit')).toEqual([]);
      expect(await outboxOf(cancelled.id, 'shipping.submit')).toEqual([]);
    });

    it('answers 404 for an unknown order', async () => {
      for (const action of ['resend-invoice', 'retry-shipment']) {
        expect((await post(`/api/admin/orders/${randomUUID()}/${action}`).expect(404)).body).toEqual({
          message: 'Order not found',
        });
      }
    });
  });

  it('keeps every desk route from visitors and shoppers (401)', async () => {
    const shopper = await sys.orders.sessionCookie(customerSession(ASHA, 'Asha'));
    const id = seeded.A!.id;
    for (const cookie of ['', shopper]) {
      for (const path of ['/api/admin/orders', `/api/admin/orders/${id}`, '/api/admin/returns']) {
        expect((await get(path, cookie).expect(401)).body).toEqual({ message: expect.any(String) });
      }
      for (const action of ['resend-invoice', 'retry-shipment']) {
        await post(`/api/admin/orders/${id}/${action}`, cookie).expect(401);
      }
    }
  });
});
