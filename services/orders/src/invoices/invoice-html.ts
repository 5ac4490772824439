import { type GstRateSummary, paiseToDecimal } from '@festive/contracts';
import { escapeHtml } from '@festive/server-kit';
import type { Invoice, InvoiceLine } from './invoice-document';

const rupees = (paise: number) => {
  const [whole = '0', fraction] = paiseToDecimal(paise).split('.');
  return `₹${Number(whole).toLocaleString('en-IN')}.${fraction}`;
};

const STYLE = `body{font:13px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;margin:0;padding:24px}
.invoice{max-width:820px;margin:auto}h1{font-size:20px;margin:0 0 4px;color:#7a1f2b}
.parties{display:flex;gap:24px;margin:16px 0}.parties>div{flex:1;border:1px solid #e5d3b3;border-radius:6px;padding:10px}
h2{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:#7a1f2b;margin:0 0 4px}
table{width:100%;border-collapse:collapse;margin:12px 0}th,td{border:1px solid #e5d3b3;padding:6px;text-align:left;vertical-align:top}
th{background:#fdf3e1;font-size:12px}td.n,th.n{text-align:right;white-space:nowrap}.totals td{font-weight:600}
.meta td{border:0;padding:2px 8px 2px 0}.small{font-size:11px;color:#555}`;

function lineRow(line: InvoiceLine, index: number, intraState: boolean): string {
  const tax = intraState
    ? `<td class="n">${rupees(line.cgstPaise)}</td><td class="n">${rupees(line.sgstPaise)}</td>`
    : `<td class="n">${rupees(line.igstPaise)}</td>`;
  return `<tr><td>${index + 1}</td><td>${escapeHtml(line.description)}${line.sku ? `<br><span class="small">SKU ${escapeHtml(line.sku)}</span>` : ''}</td>
<td>${escapeHtml(line.hsn)}</td><td class="n">${line.quantity}</td><td class="n">${rupees(line.unitPaise)}</td>
<td class="n">${rupees(line.taxablePaise)}</td><td class="n">${escapeHtml(line.gstRate)}%</td>${tax}<td class="n">${rupees(line.grossPaise)}</td></tr>`;
}

/** "18", "12.5": a rate in basis points as people write it. */
const percent = (basisPoints: number) => String(basisPoints / 100);

function summaryRow(row: GstRateSummary, intraState: boolean): string {
  const tax = intraState
    ? `<td class="n">${rupees(row.cgstPaise)}</td><td class="n">${rupees(row.sgstPaise)}</td>`
    : `<td class="n">${rupees(row.igstPaise)}</td>`;
  const totalTax = row.cgstPaise + row.sgstPaise + row.igstPaise;
  return `<tr data-rate="${percent(row.rateBasisPoints)}"><td>${percent(row.rateBasisPoints)}%</td><td class="n">${rupees(row.taxablePaise)}</td>
${tax}<td class="n">${rupees(totalTax)}</td><td class="n">${rupees(row.grossPaise)}</td></tr>`;
}

/** The per-rate summary: each GST rate's taxable value and tax, as returns are filed. */
function rateSummaryTable(invoice: Invoice): string {
  const { intraState, totals } = invoice;
  const heads = intraState ? '<th class="n">CGST</th><th class="n">SGST</th>' : '<th class="n">IGST</th>';
  const taxTotals = intraState
    ? `<td class="n">${rupees(totals.cgstPaise)}</td><td class="n">${rupees(totals.sgstPaise)}</td>`
    : `<td class="n">${rupees(totals.igstPaise)}</td>`;
  const totalTax = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  return `<h2>GST by rate</h2>
<table data-field="gst-summary"><thead><tr><th>GST rate</th><th class="n">Taxable value</th>${heads}<th class="n">Total tax</th><th class="n">Total</th></tr></thead>
<tbody>${invoice.rateSummary.map((row) => summaryRow(row, intraState)).join('\n')}</tbody>
<tfoot><tr class="totals"><td>Total</td><td class="n">${rupees(totals.taxablePaise)}</td>${taxTotals}<td class="n">${rupees(totalTax)}</td>
<td class="n">${rupees(totals.grossPaise)}</td></tr></tfoot></table>`;
}

/** The tax invoice as a standalone HTML page (e-mailed, and downloadable from the account page). */
export function renderInvoiceHtml(invoice: Invoice): string {
  const { seller, buyer, totals, intraState } = invoice;
  const taxHeads = intraState ? '<th class="n">CGST</th><th class="n">SGST</th>' : '<th class="n">IGST</th>';
  const taxTotals = intraState
    ? `<td class="n">${rupees(totals.cgstPaise)}</td><td class="n">${rupees(totals.sgstPaise)}</td>`
    : `<td class="n">${rupees(totals.igstPaise)}</td>`;
  const supply = `${escapeHtml(invoice.placeOfSupply.name)}${invoice.placeOfSupply.code ? ` (${invoice.placeOfSupply.code})` : ''}`;
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><title>Tax Invoice ${escapeHtml(invoice.number)}</title><style>${STYLE}</style></head>
<body><div class="invoice">
<h1>Tax Invoice</h1>
<table class="meta"><tr><td>Invoice number</td><td><strong data-field="invoice-number">${escapeHtml(invoice.number)}</strong></td></tr>
<tr><td>Invoice date</td><td>${escapeHtml(invoice.date)}</td></tr>
<tr><td>Order number</td><td>${escapeHtml(invoice.orderNumber)}</td></tr>
<tr><td>Place of supply</td><td data-field="place-of-supply">${supply}</td></tr>
<tr><td>Payment</td><td>${invoice.paymentMethod === 'COD' ? 'Cash on delivery' : 'Prepaid'}${invoice.paymentId ? ` (${escapeHtml(invoice.paymentId)})` : ''}</td></tr>
<tr><td>Tax payable on reverse charge</td><td>No</td></tr></table>
<div class="parties">
<div><h2>Sold by</h2><strong>${escapeHtml(seller.name)}</strong><br>${escapeHtml(seller.address)}<br>
State: ${escapeHtml(seller.state)}${seller.stateCode ? ` (${seller.stateCode})` : ''}<br>GSTIN: ${escapeHtml(seller.gstin)}</div>
<div><h2>Billed and shipped to</h2><strong data-field="buyer-name">${escapeHtml(buyer.name)}</strong><br>${escapeHtml(buyer.address)}<br>
${escapeHtml(buyer.phone)} · ${escapeHtml(buyer.email)}</div></div>
<table><thead><tr><th>#</th><th>Description</th><th>HSN</th><th class="n">Qty</th><th class="n">Unit price (incl. GST)</th>
<th class="n">Taxable value</th><th class="n">GST rate</th>${taxHeads}<th class="n">Amount</th></tr></thead>
<tbody>${invoice.lines.map((line, index) => lineRow(line, index, intraState)).join('\n')}</tbody>
<tfoot><tr class="totals"><td colspan="5">Total</td><td class="n">${rupees(totals.taxablePaise)}</td><td></td>${taxTotals}
<td class="n" data-field="total">${rupees(totals.grossPaise)}</td></tr></tfoot></table>
${rateSummaryTable(invoice)}
<p class="small">Prices include GST; each line is taxed at its own rate. ${intraState ? 'Intra-state supply: CGST and SGST.' : 'Inter-state supply: IGST.'}
Shipping is charged by the shipping provider and is not part of this invoice.</p>
<p>For ${escapeHtml(seller.name)}<br><br>Authorised signatory</p>
</div></body></html>`;
}
