import { rateToBasisPoints } from '../orders/money';

export interface TaxLineInput {
  /** Tax-inclusive unit price, in paise. */
  unitPaise: number;
  quantity: number;
  /** GST rate in percent as stored ("18.00"). */
  gstRate: string;
}

export interface TaxLine {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * GST contained in a tax-inclusive line, in integer paise. Taxable value = gross × 100 / (100 +
 * rate), rounded to the paisa; the tax is the rest, so taxable + tax is always the price paid.
 * Within the seller's state it is split into CGST and SGST (the odd paisa goes to CGST), else
 * it is all IGST.
 */
export function taxLine(line: TaxLineInput, intraState: boolean): TaxLine {
  const grossPaise = line.unitPaise * line.quantity;
  const divisor = 10_000 + rateToBasisPoints(line.gstRate);
  // Round half up in integers: floor((2·a·10000 + d) / 2d).
  const taxablePaise = Math.floor((2 * grossPaise * 10_000 + divisor) / (2 * divisor));
  const tax = grossPaise - taxablePaise;
  if (!intraState) return { grossPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { grossPaise, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

export function sumTax(lines: TaxLine[]): TaxLine {
  return lines.reduce(
    (sum, line) => ({
      grossPaise: sum.grossPaise + line.grossPaise,
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
    }),
    { grossPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
}
