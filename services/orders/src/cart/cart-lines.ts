import type { CartLine, ProductSnapshot } from '@festive/contracts';

export interface WantedLine {
  productId: string;
  quantity: number;
}

/**
 * What a cart can hold today: products the catalogue still has, each at
 * most its stock; sold-out and deleted products drop out. Prices are the catalogue's, never
 * the client's. Order is kept.
 */
export function settleLines(
  wanted: readonly WantedLine[],
  products: ReadonlyMap<string, ProductSnapshot>,
): CartLine[] {
  return wanted.flatMap(({ productId, quantity }) => {
    const product = products.get(productId);
    if (!product || product.stock <= 0) return [];
    return [{ ...product, quantity: Math.min(quantity, product.stock) }];
  });
}

/** Whether settling changed anything (then the stored cart is rewritten to match). */
export function linesChanged(wanted: readonly WantedLine[], settled: readonly CartLine[]): boolean {
  return (
    wanted.length !== settled.length ||
    wanted.some((line, index) => {
      const now = settled[index];
      return !now || now.id !== line.productId || now.quantity !== line.quantity;
    })
  );
}

/** The first product id that appears twice, if any. */
export function duplicateProduct(lines: readonly WantedLine[]): string | undefined {
  const seen = new Set<string>();
  return lines.find(({ productId }) => (seen.has(productId) ? true : (seen.add(productId), false)))
    ?.productId;
}
