import { randomUUID } from 'node:crypto';
import { CONTROL_CHARACTERS_MESSAGE } from '@festive/contracts';
import { Logger } from '@nestjs/common';
import { OrderEntity } from '../src/orders/order.entity';
import { type OrderSystem, orderPayload, startOrderSystem } from './support/order-system';

jest.setTimeout(120_000);

/*
 * PostgreSQL cannot store a NUL: a customer text carrying one used to reach the insert and come
 * back as a 503 with an error log. The contract refuses it first, naming the field.
 */
describe('POST /api/shiprocket/orders with a control character in a customer text', () => {
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

  it.each([
    ['customerName', 'Ab\u0000cd'],
    ['customerAddress', '12 MG\u0000 Road'],
    ['customerCity', 'Pu\u0000ne'],
    ['customerState', 'Maha\u0000rashtra'],
    ['customerName', 'Asha\u001b[2J Rao'],
  ])('%s = %j answers 400 naming the field, stores nothing and logs no error', async (field, value) => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const body = { ...orderPayload([await sys.catalog.addProduct()]), [field]: value };
      const res = await sys
        .http()
        .post('/api/shiprocket/orders')
        .set('Cookie', cookie)
        .set('Idempotency-Key', randomUUID())
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(`${field}: ${CONTROL_CHARACTERS_MESSAGE}`);
      expect(await sys.orders.dataSource.getRepository(OrderEntity).countBy({ userId })).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
