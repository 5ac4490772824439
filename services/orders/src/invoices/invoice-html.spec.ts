import { buildInvoice, type InvoiceOrder } from './invoice-document';
import { renderInvoiceHtml } from './invoice-html';

const seller = {
  name: 'Festival Gifts',
  address: '14 Chandni Chowk, New Delhi 110006',
  state: 'Delhi',
  gstin: '07AAACF1234A1Z5',
};
const defaults = { hsn: '9505', gstRate: '18' };

const order = (overrides: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  orderNumber: 100042,
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  customerPhone: '9876543210',
  customerAddress: '12 MG Road',
  customerCity: 'Pune',
  customerState: 'Maharashtra',
  customerPincode: '411001',
  total: '1298.00',
  paymentMethod: 'COD',
  paymentId: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  invoiceNumber: 'FG/26-27/00007',
  invoiceIssuedAt: new Date('2026-11-20T20:00:00Z'),
  items: [
    {
      productName: 'Brass Diya',
      productSku: 'FH001',
      quantity: 2,
      price: '590.00',
      hsnCode: '7419',
      gstRate: '18.00',
    },
    { productName: 'Rakhi', productSku: null, quantity: 1, price: '118.00', hsnCode: null, gstRate: null },
  ],
  ...overrides,
});

describe('tax invoice', () => {
  it('charges IGST to another state, with HSN, rates and totals in integer paise', () => {
    const invoice = buildInvoice(order(), seller, defaults);
    expect(invoice.intraState).toBe(false);
    expect(invoice.date).toBe('21 November 2026');
    expect(invoice.orderNumber).toBe('FG-100042');
    expect(invoice.placeOfSupply).toEqual({ name: 'Maharashtra', code: '27' });
    expect(invoice.lines.map((l) => [l.hsn, l.gstRate, l.taxablePaise, l.igstPaise])).toEqual([
      ['7419', '18.00', 100_000, 18_000],
      ['9505', '18', 10_000, 1_800],
    ]);
    expect(invoice.totals).toEqual({
      grossPaise: 129_800,
      taxablePaise: 110_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 19_800,
    });
    const html = renderInvoiceHtml(invoice);
    expect(html).toContain('Tax Invoice');
    expect(html).toContain('<td>Order number</td><td>FG-100042</td>');
    expect(html).toContain('GSTIN: 07AAACF1234A1Z5');
    expect(html).toContain('<th class="n">IGST</th>');
    expect(html).not.toContain('CGST</th>');
    expect(html).toContain('Maharashtra (27)');
    expect(html).toContain('₹1,298.00');
  });

  it('splits CGST and SGST when the delivery state is the seller’s', () => {
    const invoice = buildInvoice(order({ customerState: 'New Delhi' }), seller, defaults);
    expect(invoice.intraState).toBe(true);
    expect(invoice.totals).toMatchObject({ cgstPaise: 9_900, sgstPaise: 9_900, igstPaise: 0 });
    expect(renderInvoiceHtml(invoice)).toContain('<th class="n">CGST</th><th class="n">SGST</th>');
  });

  it('adds a mixed-rate order up by rate, each line at its own rate, halves adding up', () => {
    const mixed = order({
      customerState: 'Delhi',
      total: '3396.00',
      items: [
        {
          productName: 'Kaju Katli',
          productSku: 'FC001',
          quantity: 1,
          price: '649.00',
          hsnCode: '2106',
          gstRate: '5.00',
        },
        {
          productName: 'Terracotta Diyas',
          productSku: 'FH001',
          quantity: 3,
          price: '349.00',
          hsnCode: '6913',
          gstRate: '12.00',
        },
        {
          productName: 'Truffles',
          productSku: 'FC002',
          quantity: 1,
          price: '1299.00',
          hsnCode: '1806',
          gstRate: '18.00',
        },
        {
          productName: 'Soan Papdi',
          productSku: 'FC003',
          quantity: 1,
          price: '149.00',
          hsnCode: '2106',
          gstRate: '5.00',
        },
        {
          productName: 'Rakhi',
          productSku: null,
          quantity: 1,
          price: '252.00',
          hsnCode: '9505',
          gstRate: '0.00',
        },
      ],
    });
    const invoice = buildInvoice(mixed, seller, defaults);
    expect(invoice.intraState).toBe(true);
    expect(invoice.rateSummary).toEqual([
      {
        rateBasisPoints: 0,
        grossPaise: 25_200,
        taxablePaise: 25_200,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      },
      // 64900/1.05 = 61809.52 → 61810 (tax 3090); 14900/1.05 = 14190.48 → 14190 (tax 710).
      {
        rateBasisPoints: 500,
        grossPaise: 79_800,
        taxablePaise: 76_000,
        cgstPaise: 1_900,
        sgstPaise: 1_900,
        igstPaise: 0,
      },
      // 104700/1.12 = 93482.14 → 93482; tax 11218.
      {
        rateBasisPoints: 1200,
        grossPaise: 104_700,
        taxablePaise: 93_482,
        cgstPaise: 5_609,
        sgstPaise: 5_609,
        igstPaise: 0,
      },
      // 129900/1.18 = 110084.75 → 110085; tax 19815 → CGST 9908, SGST 9907.
      {
        rateBasisPoints: 1800,
        grossPaise: 129_900,
        taxablePaise: 110_085,
        cgstPaise: 9_908,
        sgstPaise: 9_907,
        igstPaise: 0,
      },
    ]);
    expect(invoice.totals.grossPaise).toBe(339_600);
    const html = renderInvoiceHtml(invoice);
    expect(html).toContain('<h2>GST by rate</h2>');
    expect(html).toContain(
      '<tr data-rate="18"><td>18%</td><td class="n">₹1,100.85</td>\n<td class="n">₹99.08</td><td class="n">₹99.07</td><td class="n">₹198.15</td><td class="n">₹1,299.00</td></tr>',
    );

    const elsewhere = buildInvoice({ ...mixed, customerState: 'Karnataka' }, seller, defaults);
    expect(
      elsewhere.rateSummary.map((row) => [row.rateBasisPoints, row.taxablePaise, row.igstPaise]),
    ).toEqual([
      [0, 25_200, 0],
      [500, 76_000, 3_800],
      [1200, 93_482, 11_218],
      [1800, 110_085, 19_815],
    ]);
    expect(renderInvoiceHtml(elsewhere)).toContain(
      '<tr data-rate="5"><td>5%</td><td class="n">₹760.00</td>\n<td class="n">₹38.00</td><td class="n">₹38.00</td><td class="n">₹798.00</td></tr>',
    );
  });

  it('escapes everything a shopper typed', () => {
    const html = renderInvoiceHtml(
      buildInvoice(
        order({
          customerName: '<script>alert(1)</script>',
          customerAddress: '"><img src=x onerror=alert(2)>',
          customerState: "Goa'<b>",
          items: [
            {
              productName: '<i>Diya</i>',
              productSku: null,
              quantity: 1,
              price: '1298.00',
              hsnCode: null,
              gstRate: null,
            },
          ],
        }),
        seller,
        defaults,
      ),
    );
    expect(html).not.toMatch(/<script>|<img|<i>|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });

  it('refuses an order whose lines do not add up to its total', () => {
    expect(() => buildInvoice(order({ total: '1.00' }), seller, defaults)).toThrow(/add up/);
  });
});
