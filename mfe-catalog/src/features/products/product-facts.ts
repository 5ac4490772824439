import { FESTIVALS, type Product } from '@festive/contracts';

/** At this many pieces or fewer the page says how many are left. */
export const FEW_LEFT = 5;

export type StockState =
  { kind: 'out'; label: 'Out of stock' } | { kind: 'few'; label: string } | { kind: 'in'; label: 'In stock' };

/** 'Out of stock' (adding disabled), 'Only N left' at 5 or fewer, else 'In stock'. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out', label: 'Out of stock' };
  if (stock <= FEW_LEFT) return { kind: 'few', label: `Only ${stock} left` };
  return { kind: 'in', label: 'In stock' };
}

/** The size options as a list: the admin stores one text ('M' or 'S, M, L'). */
export function sizeList(sizeOptions: string | null): string[] {
  return (sizeOptions ?? '')
    .split(/[,/|]/)
    .map((size) => size.trim())
    .filter(Boolean);
}

/** The main image first, then the other images, each once. */
export function galleryImages(product: Pick<Product, 'image' | 'images'>): string[] {
  return [...new Set([product.image, ...(product.images ?? [])].filter(Boolean))];
}

const FESTIVAL_NAMES: ReadonlySet<string> = new Set(FESTIVALS);

/**
 * The festivals and occasions a product is for: its tags, and an older product's specific
 * occasion name ('Diwali' rather than 'Festivals'), each once, festivals first.
 */
export function celebrationTags(product: Pick<Product, 'occasion' | 'tags'>): string[] {
  const names = [...(product.tags ?? [])];
  if (product.occasion !== 'Festivals' && product.occasion !== 'Occasions') names.push(product.occasion);
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  return [
    ...unique.filter((name) => FESTIVAL_NAMES.has(name)),
    ...unique.filter((name) => !FESTIVAL_NAMES.has(name)),
  ];
}
