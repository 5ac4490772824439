import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { financialYear } from '../src/invoices/financial-year';
import { InvoiceService } from '../src/invoices/invoice.service';
import { ASHA, storeOrder } from './support/stored-order';

/**
 * Invoice numbers: consecutive within the financial year, one per order however many tries ask
 * for it at once, and never longer than GST's 16 characters (a number that would be fails, and
 * takes no number from the year).
 */
describe('invoice numbering', () => {
  let t: TestApp;
  let invoices: InvoiceService;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    invoices = t.app.get(InvoiceService);
  });
  afterAll(async () => {
    await t?.close();
  });

  const counter = async () => {
    const rows = (await t.dataSource.query(
      `SELECT last_number FROM orders.invoice_numbers WHERE financial_year = $1`,
      [financialYear(new Date())],
    )) as { last_number: number }[];
    return rows[0]?.last_number ?? 0;
  };
  /** The year's last number given, as if that many invoices had been numbered. */
  const setCounter = (lastNumber: number) =>
    t.dataSource.query(
      `INSERT INTO orders.invoice_numbers (financial_year, last_number) VALUES ($1, $2)
       ON CONFLICT (financial_year) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [financialYear(new Date()), lastNumber],
    );

  it('gives orders asked for at once consecutive numbers, each order one, asked again the same', async () => {
    const before = await counter();
    const orders = await Promise.all(Array.from({ length: 12 }, () => storeOrder(t.dataSource, ASHA)));
    // Every order asked for twice at the same moment.
    const issued = await Promise.all([...orders, ...orders].map((order) => invoices.issueNumber(order.id)));

    const byOrder = new Map<string, string>();
    for (const [i, { invoiceNumber }] of issued.entries()) {
      const id = [...orders, ...orders][i]!.id;
      expect(byOrder.get(id) ?? invoiceNumber).toBe(invoiceNumber);
      byOrder.set(id, invoiceNumber);
    }
    const serials = [...byOrder.values()]
      .map((number) => Number(number.split('/').pop()))
      .sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
    expect(await counter()).toBe(before + 12);
    expect([...byOrder.values()][0]).toMatch(/^FG\/\d\d-\d\d\/\d{5}$/);

    const again = await invoices.issueNumber(orders[0]!.id);
    expect(again.invoiceNumber).toBe(byOrder.get(orders[0]!.id));
    expect(await counter()).toBe(before + 12);
  });

  it('writes the prefix, the financial year and a serial of five digits at least', async () => {
    const year = financialYear(new Date());
    await setCounter(41);
    const order = await storeOrder(t.dataSource, ASHA);
    expect((await invoices.issueNumber(order.id)).invoiceNumber).toBe(`FG/${year.slice(2)}/00042`);
  });

  it("the invoice job's read numbers an order that may have an invoice, and no other", async () => {
    const before = await counter();
    const cod = await storeOrder(t.dataSource, ASHA);
    const read = await invoices.readNumbered(cod.id);
    expect(read?.invoiceNumber).toMatch(/^FG\/\d\d-\d\d\/\d{5}$/);
    expect(read?.invoiceIssuedAt).toEqual(expect.any(Date));
    expect(read?.items.map((item) => item.productName)).toEqual(['Brass Diya']);
    expect(await counter()).toBe(before + 1);
    // Read again: the same number, none taken.
    expect((await invoices.readNumbered(cod.id))?.invoiceNumber).toBe(read?.invoiceNumber);
    expect(await counter()).toBe(before + 1);

    // The orders contracts' invoiceRefusal refuses: read as they are, no number taken.
    const cancelled = await storeOrder(t.dataSource, ASHA, { status: 'cancelled' });
    const unpaid = await storeOrder(t.dataSource, ASHA, {
      paymentMethod: 'Prepaid',
      paymentStatus: 'pending',
    });
    const paid = await storeOrder(t.dataSource, ASHA, { paymentMethod: 'Prepaid', paymentStatus: 'paid' });
    expect((await invoices.readNumbered(cancelled.id))?.invoiceNumber).toBeNull();
    expect((await invoices.readNumbered(unpaid.id))?.invoiceNumber).toBeNull();
    expect(await counter()).toBe(before + 1);
    expect((await invoices.readNumbered(paid.id))?.invoiceNumber).toMatch(/\/\d{5}$/);
    expect(await counter()).toBe(before + 2);
    expect(await invoices.readNumbered('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('refuses a number longer than 16 characters and takes none from the year', async () => {
    // FG/26-27/ and eight digits: seventeen characters.
    await setCounter(9999999);
    const order = await storeOrder(t.dataSource, ASHA);
    await expect(invoices.issueNumber(order.id)).rejects.toThrow(/orders_invoice_number_length_check/);
    expect(await counter()).toBe(9999999);
    const [stored] = (await t.dataSource.query(`SELECT invoice_number FROM orders.orders WHERE id = $1`, [
      order.id,
    ])) as { invoice_number: string | null }[];
    expect(stored!.invoice_number).toBeNull();
  });
});
