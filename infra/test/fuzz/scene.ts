import type { ServiceName } from '@festive/contracts';
import { SESSION_COOKIE } from '@festive/server-kit';
import type { RawResponse } from './http';
import { ADMIN_PASSWORD, type FuzzSystem } from './system';

/** What the scene leaves for the fuzz: who to be, bodies to start from, rows to keep. */
export interface Scene {
  cookies: Record<'visitor' | 'customer' | 'admin', string>;
  /** Session cookies no session stands behind: tampered, truncated, oversized, malformed. */
  forgedCookies: string[];
  /** Bodies the shop's own calls sent, by "METHOD path". */
  examples: Record<string, unknown[]>;
  /** Rows no valid request may delete: the fuzz needs them to the end. */
  keptIds: Set<string>;
}

/**
 * A shopper signed in by phone (the sandbox SMS inbox carries the code), the admin signed in
 * by password, products, a carousel image, an address, a cart and a placed order: real ids for
 * the fuzz to hit, and real bodies for it to start from.
 */
export async function setTheScene(
  system: FuzzSystem,
  scene: Scene,
  remember: (service: ServiceName, ids: string[]) => void,
): Promise<void> {
  const { cookies, forgedCookies, examples, keptIds } = scene;
  const cookieOf = (res: Response | RawResponse) => {
    const header =
      res instanceof Response
        ? res.headers.getSetCookie()
        : ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = header.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error('no session cookie was set');
    return cookie.split(';')[0]!;
  };

  const call = async (service: ServiceName, method: string, path: string, body?: unknown, cookie = '') => {
    const res = await fetch(`${system.urls[service]}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  };
  const ok = async (res: Response, what: string) => {
    if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  /** A call the shop's own pages make, kept as an example body for its route's fuzz. */
  const example = async (key: string, service: ServiceName, path: string, body: unknown, cookie: string) => {
    (examples[key] ??= []).push(body);
    return ok(await call(service, key.split(' ')[0]!, path, body, cookie), key);
  };

  const admin = await call('admin', 'POST', '/api/admin/login', { password: ADMIN_PASSWORD });
  await ok(admin.clone(), 'admin sign-in');
  cookies.admin = cookieOf(admin);
  examples['POST /api/admin/login'] = [{ password: 'not-the-password' }];

  const phone = '9876501234';
  const person = { name: 'Asha Rao', email: 'asha@example.in' };
  await example('POST /api/auth/send-otp', 'identity', '/api/auth/send-otp', { phone }, '');
  const inbox = (await (
    await fetch(`${system.sandbox.urls.http}/sms/messages?phone=${encodeURIComponent(phone)}`)
  ).json()) as { message: string }[];
  const otp = inbox[0]?.message.match(/\b(\d{6})\b/)?.[1];
  const verify = await call('identity', 'POST', '/api/auth/verify-otp', { phone, otp, ...person });
  await ok(verify.clone(), 'verify-otp');
  cookies.customer = cookieOf(verify);
  const sid = cookies.customer.slice(SESSION_COOKIE.length + 1);
  forgedCookies.push(
    `${SESSION_COOKIE}=${encodeURIComponent(`s:${'A'.repeat(32)}.${'b'.repeat(43)}`)}`,
    // The shopper's own session id under a signature that does not match it.
    `${SESSION_COOKIE}=${sid.slice(0, -3)}${sid.endsWith('AAA') ? 'BBB' : 'AAA'}`,
    `${SESSION_COOKIE}=%E0%A4%A`,
    `${SESSION_COOKIE}=s:`,
    `${SESSION_COOKIE}=`,
    `${SESSION_COOKIE}=${'s'.repeat(6000)}`,
    `__proto__=x; constructor=y; ${SESSION_COOKIE}=s%3A%00`,
  );
  examples['POST /api/auth/verify-otp'] = [{ phone, otp: '000000', ...person }];
  examples['POST /api/auth/phone-trust'] = [{ phone }];

  const diya = {
    name: 'Brass Diya Set',
    description: 'Five hand-polished brass diyas',
    price: '1499.00',
    image: 'https://images.example.in/diya.jpg',
    category: 'Home & Decor',
    subcategory: 'Home & Decor',
    occasion: 'Festivals',
    tags: ['Diwali'],
    stock: 40,
  };
  const product = await example(
    'POST /api/admin/products',
    'catalog',
    '/api/admin/products',
    diya,
    cookies.admin,
  );
  const spare = await ok(
    await call('catalog', 'POST', '/api/admin/products', diya, cookies.admin),
    'product',
  );
  examples['PUT /api/admin/products/:id'] = [{ ...diya, stock: 39 }];
  keptIds.add(String(product.id));
  const carousel = await example(
    'POST /api/admin/carousel-images',
    'catalog',
    '/api/admin/carousel-images',
    { image: 'https://images.example.in/slide.jpg', title: 'Diwali', buttonText: 'Shop', buttonLink: '/' },
    cookies.admin,
  );
  examples['PUT /api/admin/carousel-images/:id'] = [...(examples['POST /api/admin/carousel-images'] ?? [])];
  const delivery = {
    address: '12 MG Road, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  };
  const address = await example(
    'POST /api/addresses',
    'identity',
    '/api/addresses',
    delivery,
    cookies.customer,
  );
  await example(
    'PUT /api/cart',
    'orders',
    '/api/cart',
    { items: [{ productId: product.id, quantity: 2 }] },
    cookies.customer,
  );
  const placed = await example(
    'POST /api/shiprocket/orders',
    'orders',
    '/api/shiprocket/orders',
    {
      customerName: person.name,
      customerEmail: person.email,
      customerPhone: phone,
      customerAddress: delivery.address,
      customerCity: delivery.city,
      customerState: delivery.state,
      customerPincode: delivery.pincode,
      total: '1499.00',
      paymentMethod: 'COD',
      items: [
        { id: product.id, name: product.name, price: product.price, image: product.image, quantity: 1 },
      ],
    },
    cookies.customer,
  );
  const orderId = String(placed.id);
  examples['POST /api/orders/:id/status'] = [{ status: 'confirmed' }, { status: 'shipped' }];
  examples['POST /api/payments/razorpay/order'] = [{ orderId }];
  examples['POST /api/chat'] = [{ messages: [{ role: 'user', content: 'Where is my order?' }] }];
  examples['POST /api/admin/returns/:id/approve'] = [{ refundAmount: '1499.00' }];
  examples['POST /api/admin/returns/:id/reject'] = [{ reason: 'Used item' }];
  examples['POST /api/admin/refunds/:id/paid'] = [{ reference: 'UTR20261126001' }];
  examples['POST /api/admin/orders/:id/cancel'] = [{ reason: 'Out of stock' }];
  examples['POST /api/orders/:id/cancel'] = [{ reason: 'Ordered by mistake' }];
  // A second order (two diyas: the same cart again would be answered with the first order),
  // delivered, with a return request for the returns desk's routes.
  const first = examples['POST /api/shiprocket/orders']![0] as { items: { quantity: number }[] };
  const second = await ok(
    await call(
      'orders',
      'POST',
      '/api/shiprocket/orders',
      { ...first, total: '2998.00', items: [{ ...first.items[0], quantity: 2 }] },
      cookies.customer,
    ),
    'second order',
  );
  const secondId = String(second.id);
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    await ok(
      await call('orders', 'POST', `/api/orders/${secondId}/status`, { status }, cookies.admin),
      status,
    );
  }
  const requested = await example(
    'POST /api/orders/:id/returns',
    'orders',
    `/api/orders/${secondId}/returns`,
    { reason: 'Changed my mind', description: 'Bought two by mistake', refundTo: 'asha@okicici' },
    cookies.customer,
  );
  const returnId = String(requested.id);
  remember('orders', [secondId, returnId]);
  remember('catalog', [product.id, spare.id, carousel.id].map(String));
  remember('identity', [String(address.id)]);
  remember('orders', [orderId]);
}
