import { webhookReceiver } from './support/webhook-receiver';
import { sandboxForTests } from './support/sandbox-for-tests';

describe('sandbox Shiprocket', () => {
  const sandbox = sandboxForTests();

  async function shiprocketToken(): Promise<string> {
    const res = await sandbox
      .http()
      .post('/shiprocket/v1/external/auth/login')
      .send({ email: 'ops@festivalgifts.in', password: 'secret' })
      .expect(200);
    return res.body.token as string;
  }

  const order = (orderId: string) => ({
    order_id: orderId,
    order_date: '2026-11-20 10:00',
    pickup_location: 'Primary',
    billing_customer_name: 'Asha Rao',
    billing_last_name: '',
    billing_address: '12 MG Road',
    billing_city: 'Pune',
    billing_pincode: '411001',
    billing_state: 'Maharashtra',
    billing_country: 'India',
    billing_email: 'asha@example.in',
    billing_phone: '9876543210',
    shipping_is_billing: true,
    order_items: [{ name: 'Brass Diya', sku: 'FH001', units: 2, selling_price: '499.50' }],
    payment_method: 'COD',
    sub_total: 999,
    length: 20,
    breadth: 15,
    height: 10,
    weight: 0.5,
  });

  describe('Shiprocket', () => {
    it('needs a token from the login call and refuses it once expired', async () => {
      await sandbox.http().get('/shiprocket/v1/external/orders').expect(401);
      const token = await shiprocketToken();
      await sandbox
        .http()
        .get('/shiprocket/v1/external/orders')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      await sandbox.http().post('/shiprocket/sandbox/expire-tokens').expect(204);
      const expired = await sandbox
        .http()
        .get('/shiprocket/v1/external/orders')
        .set('Authorization', `Bearer ${token}`);
      expect(expired.status).toBe(401);
    });

    it('creates an adhoc order, finds it by our order id, assigns one AWB and reports tracking', async () => {
      const token = await shiprocketToken();
      const auth = { Authorization: `Bearer ${token}` };
      const created = await sandbox
        .http()
        .post('/shiprocket/v1/external/orders/create/adhoc')
        .set(auth)
        .send(order('ord-1'));
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: 'NEW', status_code: 1 });
      const found = await sandbox
        .http()
        .get('/shiprocket/v1/external/orders?search=ord-1')
        .set(auth)
        .expect(200);
      expect(found.body.data).toHaveLength(1);
      expect(found.body.data[0]).toMatchObject({ id: created.body.order_id, channel_order_id: 'ord-1' });

      const awb = await sandbox
        .http()
        .post('/shiprocket/v1/external/courier/assign/awb')
        .set(auth)
        .send({ shipment_id: created.body.shipment_id })
        .expect(200);
      expect(awb.body.awb_assign_status).toBe(1);
      const awbCode = awb.body.response.data.awb_code as string;
      expect(awbCode).toMatch(/^\d{12}$/);
      const twice = await sandbox
        .http()
        .post('/shiprocket/v1/external/courier/assign/awb')
        .set(auth)
        .send({ shipment_id: created.body.shipment_id });
      expect(twice.status).toBe(400);

      const hook = await webhookReceiver();
      try {
        const sent = await sandbox
          .http()
          .post('/shiprocket/sandbox/track')
          .send({ awb: awbCode, status: 'Delivered', url: hook.url })
          .expect(200);
        expect(sent.body.status).toBe(200);
        expect(hook.received).toHaveLength(1);
        expect(hook.received[0]!.headers['x-api-key']).toBe('dev-shiprocket-webhook-token');
        expect(JSON.parse(hook.received[0]!.body)).toMatchObject({
          awb: awbCode,
          current_status: 'DELIVERED',
          order_id: 'ord-1',
        });
      } finally {
        await hook.close();
      }
    });

    it('cancels orders before pickup, all or none, and never after pickup', async () => {
      const token = await shiprocketToken();
      const auth = { Authorization: `Bearer ${token}` };
      const create = async (id: string) =>
        (
          await sandbox
            .http()
            .post('/shiprocket/v1/external/orders/create/adhoc')
            .set(auth)
            .send(order(id))
            .expect(200)
        ).body as { order_id: number; shipment_id: number };
      const waiting = await create('cancel-1');
      const picked = await create('cancel-2');
      const awb = await sandbox
        .http()
        .post('/shiprocket/v1/external/courier/assign/awb')
        .set(auth)
        .send({ shipment_id: picked.shipment_id })
        .expect(200);
      const hook = await webhookReceiver();
      try {
        await sandbox
          .http()
          .post('/shiprocket/sandbox/track')
          .send({ awb: awb.body.response.data.awb_code, status: 'Picked Up', url: hook.url })
          .expect(200);
      } finally {
        await hook.close();
      }

      await sandbox
        .http()
        .post('/shiprocket/v1/external/orders/cancel')
        .send({ ids: [waiting.order_id] })
        .expect(401);
      await sandbox
        .http()
        .post('/shiprocket/v1/external/orders/cancel')
        .set(auth)
        .send({ ids: [] })
        .expect(422);
      const mixed = await sandbox
        .http()
        .post('/shiprocket/v1/external/orders/cancel')
        .set(auth)
        .send({ ids: [waiting.order_id, picked.order_id] });
      expect(mixed.status).toBe(400);
      expect(mixed.body.message).toMatch(/picked up/);
      const unknown = await sandbox
        .http()
        .post('/shiprocket/v1/external/orders/cancel')
        .set(auth)
        .send({ ids: [1] });
      expect(unknown.status).toBe(400);

      for (let i = 0; i < 2; i += 1) {
        const done = await sandbox
          .http()
          .post('/shiprocket/v1/external/orders/cancel')
          .set(auth)
          .send({ ids: [waiting.order_id] })
          .expect(200);
        expect(done.body.status).toBe(200);
      }
      const found = await sandbox
        .http()
        .get('/shiprocket/v1/external/orders?search=cancel-1')
        .set(auth)
        .expect(200);
      expect(found.body.data[0].status).toBe('CANCELED');
      const still = await sandbox
        .http()
        .get('/shiprocket/v1/external/orders?search=cancel-2')
        .set(auth)
        .expect(200);
      expect(still.body.data[0].status).not.toBe('CANCELED');
    });

    it('refuses an order missing a required field with a 422 naming it', async () => {
      const token = await shiprocketToken();
      const { billing_phone: _phone, ...incomplete } = order('ord-2');
      const res = await sandbox
        .http()
        .post('/shiprocket/v1/external/orders/create/adhoc')
        .set('Authorization', `Bearer ${token}`)
        .send(incomplete)
        .expect(422);
      expect(res.body.errors).toEqual({ billing_phone: ['The billing phone field is required.'] });
    });

    it('answers serviceability by pincode: served with COD, served without COD, not served', async () => {
      const token = await shiprocketToken();
      const ask = (pincode: string, cod: 0 | 1) =>
        sandbox
          .http()
          .get(
            `/shiprocket/v1/external/courier/serviceability/?pickup_postcode=110001&delivery_postcode=${pincode}&cod=${cod}&weight=0.5`,
          )
          .set('Authorization', `Bearer ${token}`);
      const served = await ask('400001', 0);
      expect(served.status).toBe(200);
      expect(served.body.data.available_courier_companies[0]).toMatchObject({ cod: 1 });
      const noCod = await ask('982001', 0);
      expect(noCod.body.data.available_courier_companies.every((c: { cod: number }) => c.cod === 0)).toBe(
        true,
      );
      expect((await ask('982001', 1)).status).toBe(404);
      expect((await ask('990001', 0)).status).toBe(404);
    });

    it('honours the fault switchboard on the API but not on its controls', async () => {
      await sandbox.http().post('/sandbox/faults').send({ service: 'shiprocket', mode: 'fail' }).expect(200);
      await sandbox
        .http()
        .post('/shiprocket/v1/external/auth/login')
        .send({ email: 'a@b.in', password: 'x' })
        .expect(503);
      await sandbox.http().get('/shiprocket/sandbox/orders').expect(200);
    });
  });
});
