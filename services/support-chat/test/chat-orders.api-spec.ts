import { buildWorkspaces, createTestApp, freePort, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { signIn } from './support/customers';
import { startTestOrders, type TestOrdersService } from './support/orders-service';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * Order questions against the real orders service (its own process and database) and the
 * sandbox's OpenAI-compatible stand-in: the built-in assistant, the model with its lookup tool,
 * and the fall-back when the model fails or cannot be reached.
 */
describe('support chat with real orders', () => {
  let orders: TestOrdersService;
  let sandbox: TestSandbox;
  let builtIn: TestApp;
  let withModel: TestApp;
  let deadModel: TestApp;

  beforeAll(async () => {
    buildWorkspaces('services/orders');
    [orders, sandbox] = await Promise.all([startTestOrders(), startTestSandbox()]);
    const env = { ORDERS_URL: orders.url };
    builtIn = await createTestApp(AppModule, { env });
    withModel = await createTestApp(AppModule, {
      env: { ...env, LLM_BASE_URL: sandbox.llmBaseUrl, LLM_MODEL: 'sandbox-llm', LLM_TIMEOUT_MS: '1500' },
    });
    deadModel = await createTestApp(AppModule, {
      env: { ...env, LLM_BASE_URL: `http://127.0.0.1:${await freePort()}/v1`, LLM_TIMEOUT_MS: '1500' },
    });
  }, 240_000);
  afterAll(async () => {
    await Promise.all([builtIn?.close(), withModel?.close(), deadModel?.close()]);
    await Promise.all([orders?.close(), sandbox?.close()]);
  });
  afterEach(async () => {
    await sandbox.fault('llm', 'ok');
  });

  const ask = (t: TestApp, cookie: string, content: string) =>
    t
      .agent()
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({ messages: [{ role: 'user', content }] });

  /** A customer with an older delivered order and a newer shipped one. */
  async function customerWithOrders(t: TestApp) {
    const session = await signIn(t);
    const older = await orders.addOrder({
      userId: session.customer.userId,
      shiprocketOrderId: `10${Date.now() % 100000}1`,
      status: 'delivered',
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const latest = await orders.addOrder({
      userId: session.customer.userId,
      shiprocketOrderId: `10${Date.now() % 100000}2`,
      status: 'shipped',
      shipmentStatus: 'IN TRANSIT',
      courierName: 'Delhivery',
      awbCode: 'AWB998877',
      trackingUrl: 'https://shiprocket.co/tracking/AWB998877',
      itemNames: ['Brass Diya'],
    });
    return { ...session, older, latest };
  }

  it('built-in: where is my order answers with the latest order number, status and tracking', async () => {
    const { cookie, latest } = await customerWithOrders(builtIn);
    const res = await ask(builtIn, cookie, 'Where is my order?').expect(200);
    expect(res.body.needsLiveAgent).toBe(false);
    expect(res.body.response).toContain(`Your latest order ${latest.orderNumber}`);
    expect(res.body.response).toContain('is shipped');
    expect(res.body.response).toContain('in transit with Delhivery (AWB AWB998877)');
    expect(res.body.response).toContain('https://shiprocket.co/tracking/AWB998877');
    expect(res.body.response).toContain('Brass Diya');
  });

  it('built-in: an order Shiprocket does not have yet is named by the same order number', async () => {
    const { customer, cookie } = await signIn(builtIn);
    const order = await orders.addOrder({ userId: customer.userId, status: 'pending' });
    expect(order.orderNumber).toMatch(/^FG-\d{6}$/);
    const res = await ask(builtIn, cookie, 'track my order').expect(200);
    expect(res.body.response).toContain(`Your latest order ${order.orderNumber}`);
    expect(res.body.response).toContain('is placed');
  });

  it('built-in: finds an older order by its number however the customer types it', async () => {
    const { cookie, older, latest } = await customerWithOrders(builtIn);
    const digits = older.orderNumber.replace(/^FG-/, '');
    for (const typed of [older.orderNumber.toLowerCase(), `FG${digits}`, digits]) {
      const res = await ask(builtIn, cookie, `What is the status of order ${typed}?`).expect(200);
      expect(res.body.response).toContain(`Your order ${older.orderNumber}`);
      expect(res.body.response).toContain('is delivered');
      expect(res.body.response).not.toContain(latest.orderNumber);
    }
  });

  it("built-in: never another customer's orders; none yet says so", async () => {
    await customerWithOrders(builtIn);
    const { cookie } = await signIn(builtIn);
    const res = await ask(builtIn, cookie, 'where is my order').expect(200);
    expect(res.body).toEqual({
      response:
        "I can't find any orders on your account yet. Once you place an order, I can track it for you here.",
      needsLiveAgent: false,
    });
  });

  it('model: looks the order up through its tool and answers with number and status', async () => {
    const { cookie, latest } = await customerWithOrders(withModel);
    const res = await ask(withModel, cookie, 'Where is my order?').expect(200);
    // The stand-in's own wording (built-in answers say "placed on" in between).
    expect(res.body.response).toContain(`Your latest order ${latest.orderNumber} is shipped.`);
    expect(res.body.response).toContain('Shipment: In transit with Delhivery.');
    expect(res.body.needsLiveAgent).toBe(false);
    const history = (await withModel.agent().get('/api/chat').set('Cookie', cookie).expect(200)).body;
    expect(history.messages).toEqual([
      { role: 'user', content: 'Where is my order?' },
      { role: 'assistant', content: res.body.response },
    ]);
  });

  it('model: asking for a human sets needsLiveAgent (tool call and rules)', async () => {
    const { cookie } = await signIn(withModel);
    const res = await ask(withModel, cookie, 'Please let me talk to a human').expect(200);
    expect(res.body.needsLiveAgent).toBe(true);
    expect(res.body.response).toContain('support team');
  });

  it('model: a policy question gets the model answer', async () => {
    const { cookie } = await signIn(withModel);
    const res = await ask(withModel, cookie, 'Is shipping free?').expect(200);
    expect(res.body).toEqual({
      response: 'Shipping is free on orders over ₹500, and delivery usually takes 3–7 business days.',
      needsLiveAgent: false,
    });
  });

  it('model failing (sandbox fault): the built-in assistant answers instead', async () => {
    const { cookie, latest } = await customerWithOrders(withModel);
    await sandbox.fault('llm', 'fail');
    const res = await ask(withModel, cookie, 'Where is my order?').expect(200);
    expect(res.body.response).toContain(`Your latest order ${latest.orderNumber}, placed on`);
    expect(res.body.response).toContain('is shipped');
  });

  it('model timing out: the built-in assistant answers within the timeout', async () => {
    const { cookie } = await signIn(withModel);
    await sandbox.fault('llm', 'timeout');
    const started = Date.now();
    const res = await ask(withModel, cookie, 'Can I pay by UPI?').expect(200);
    expect(res.body.response).toContain('Razorpay');
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('model unreachable: the built-in assistant answers', async () => {
    const { cookie, latest } = await customerWithOrders(deadModel);
    const res = await ask(deadModel, cookie, 'Where is my order?').expect(200);
    expect(res.body.response).toContain(`Your latest order ${latest.orderNumber}, placed on`);
    expect(res.body.needsLiveAgent).toBe(false);
  });
});
