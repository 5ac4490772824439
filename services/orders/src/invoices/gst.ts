import { addGstSplits, type GstSplit, splitInclusiveGst } from '@festive/contracts';

export interface TaxLineInput {
  /** Tax-inclusive unit price, in paise. */
  unitPaise: number;
  quantity: number;
  /** GST rate in percent as stored ("18.00"). */
  gstRate: string;
}

export type TaxLine = GstSplit;

/**
 * GST contained in a tax-inclusive order line, in integer paise (contracts `splitInclusiveGst`):
 * the line's amount at its own rate, CGST and SGST halves within the seller's state, else IGST.
 */
export function taxLine(line: TaxLineInput, intraState: boolean): TaxLine {
  return splitInclusiveGst(line.unitPaise * line.quantity, line.gstRate, intraState);
}

export const sumTax = (lines: TaxLine[]): TaxLine => addGstSplits(lines);
