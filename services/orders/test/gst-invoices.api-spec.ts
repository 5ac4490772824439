import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { OrderLineGst1766500000000 } from '../src/migrations/1766500000000-order-line-gst';
import { OrderItemEntity } from '../src/orders/order-item.entity';
import { ASHA, customerSession, storeOrder } from './support/stored-order';

/**
 * The GST invoice of an order whose lines are taxed at different rates: each line at its own
 * rate (the HSN code and rate snapshotted when it was ordered), CGST + SGST halves within the
 * seller's state (Delhi), IGST to another, and a summary per rate.
 */
describe('GST invoice of a mixed-rate order', () => {
  let t: TestApp;
  let asha: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    asha = await t.sessionCookie(customerSession(ASHA, 'Asha'));
  });
  afterAll(async () => {
    await t?.close();
  });

  type Line = Pick<OrderItemEntity, 'productName' | 'quantity' | 'price' | 'hsnCode' | 'gstRate'>;
  const MIXED: Line[] = [
    { productName: 'Kaju Katli Premium Box', quantity: 1, price: '649.00', hsnCode: '2106', gstRate: '5' },
    { productName: 'Terracotta Diya Set', quantity: 3, price: '349.00', hsnCode: '6913', gstRate: '12' },
    { productName: 'Assorted Truffle Box', quantity: 1, price: '1299.00', hsnCode: '1806', gstRate: '18' },
    { productName: 'Soan Papdi Classic', quantity: 1, price: '149.00', hsnCode: '2106', gstRate: '5' },
    { productName: 'Kids Cartoon Rakhi Set', quantity: 1, price: '252.00', hsnCode: '9505', gstRate: '0' },
  ];

  /** An order stored as placing leaves it, with these lines (their total is the order's). */
  async function orderWith(lines: Line[], customerState: string) {
    const total = lines.reduce((sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity, 0);
    const placed = await storeOrder(t.dataSource, ASHA, {
      customerState,
      total: (total / 100).toFixed(2),
    });
    const items = t.dataSource.getRepository(OrderItemEntity);
    await items.delete({ orderId: placed.id });
    for (const line of lines) {
      const paise = Math.round(Number(line.price) * 100) * line.quantity;
      await items.insert({
        ...line,
        orderId: placed.id,
        productId: randomUUID(),
        productSku: null,
        productImage: '/objects/seed/gift.svg',
        subtotal: (paise / 100).toFixed(2),
      });
    }
    return placed;
  }

  const invoiceOf = async (orderId: string) =>
    (await t.http.get(`/api/orders/${orderId}/invoice`).set('Cookie', asha).expect(200)).text;

  /** The per-rate summary as the page shows it: rate → its cells' texts. */
  function summaryOf(html: string): Record<string, string[]> {
    const table = /<table data-field="gst-summary">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
    const rows = [...table.matchAll(/<tr data-rate="([\d.]+)">([\s\S]*?)<\/tr>/g)];
    return Object.fromEntries(
      rows.map(([, rate, cells]) => [
        rate,
        [...cells!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!),
      ]),
    );
  }
  const headsOf = (html: string) =>
    [
      .../<table data-field="gst-summary"><thead>([\s\S]*?)<\/thead>/
        .exec(html)![1]!
        .matchAll(/<th[^>]*>([^<]*)</g),
    ].map((match) => match[1]);
  const footOf = (html: string) =>
    [
      .../<table data-field="gst-summary">[\s\S]*?<tfoot>([\s\S]*?)<\/tfoot>/
        .exec(html)![1]!
        .matchAll(/<td[^>]*>([^<]*)</g),
    ].map((match) => match[1]);

  it('within the seller’s state: CGST and SGST per rate, halves adding up to the paisa', async () => {
    const html = await invoiceOf((await orderWith(MIXED, 'Delhi')).id);
    expect(html).toContain('Intra-state supply: CGST and SGST.');
    expect(headsOf(html)).toEqual(['GST rate', 'Taxable value', 'CGST', 'SGST', 'Total tax', 'Total']);
    // Per line: 649/1.05 → 618.10; 149/1.05 → 141.90; 3 × 349 = 1047/1.12 → 934.82; 1299/1.18 → 1100.85.
    expect(summaryOf(html)).toEqual({
      '0': ['0%', '₹252.00', '₹0.00', '₹0.00', '₹0.00', '₹252.00'],
      '5': ['5%', '₹760.00', '₹19.00', '₹19.00', '₹38.00', '₹798.00'],
      '12': ['12%', '₹934.82', '₹56.09', '₹56.09', '₹112.18', '₹1,047.00'],
      '18': ['18%', '₹1,100.85', '₹99.08', '₹99.07', '₹198.15', '₹1,299.00'],
    });
    expect(footOf(html)).toEqual(['Total', '₹3,047.67', '₹174.17', '₹174.16', '₹348.33', '₹3,396.00']);
    // Each line shows its own HSN code and rate.
    expect(html).toMatch(/Kaju Katli Premium Box[\s\S]*?<td>2106<\/td>[\s\S]*?5%/);
    expect(html).toMatch(/Assorted Truffle Box[\s\S]*?<td>1806<\/td>[\s\S]*?18%/);
  });

  it('to another state: IGST per rate, no CGST or SGST', async () => {
    const html = await invoiceOf((await orderWith(MIXED, 'Karnataka')).id);
    expect(html).toContain('Inter-state supply: IGST.');
    expect(html).not.toContain('CGST');
    expect(headsOf(html)).toEqual(['GST rate', 'Taxable value', 'IGST', 'Total tax', 'Total']);
    expect(summaryOf(html)).toEqual({
      '0': ['0%', '₹252.00', '₹0.00', '₹0.00', '₹252.00'],
      '5': ['5%', '₹760.00', '₹38.00', '₹38.00', '₹798.00'],
      '12': ['12%', '₹934.82', '₹112.18', '₹112.18', '₹1,047.00'],
      '18': ['18%', '₹1,100.85', '₹198.15', '₹198.15', '₹1,299.00'],
    });
    expect(footOf(html)).toEqual(['Total', '₹3,047.67', '₹348.33', '₹348.33', '₹3,396.00']);
  });

  it('keeps lines ordered before the snapshot at what they were invoiced at, 9505 and 18%', async () => {
    const old = await orderWith(
      [{ productName: 'Kaju Katli (old order)', quantity: 2, price: '590.00', hsnCode: null, gstRate: null }],
      'Delhi',
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      await new OrderLineGst1766500000000().up(runner);
    } finally {
      await runner.release();
    }
    const [line] = await t.dataSource.getRepository(OrderItemEntity).findBy({ orderId: old.id });
    expect([line!.hsnCode, line!.gstRate]).toEqual(['9505', '18.00']);
    const html = await invoiceOf(old.id);
    expect(summaryOf(html)).toEqual({
      '18': ['18%', '₹1,000.00', '₹90.00', '₹90.00', '₹180.00', '₹1,180.00'],
    });
  });
});
