import type { Subcategory } from '@festive/contracts';
import type { Motif } from '../art/motifs';

/** One demo product as written by hand; SKU, category and image path are derived from it. */
export interface SeedProduct {
  /** Natural key of the demo product and the name of its picture: `seed/<slug>.svg`. */
  slug: string;
  name: string;
  description: string;
  /** Rupees as a decimal string, numeric(10,2). */
  price: string;
  /** One of the 4 subcategories; null for an older product filed under its own category. */
  subcategory: Subcategory | null;
  /** Only for older products whose category is not a subcategory (the product form sets it on submit). */
  category?: string;
  /** 'Festivals' or 'Occasions'; older products hold a specific festival or occasion name. */
  occasion: string;
  tags: string[] | null;
  stock: number;
  /** Older products were created before SKUs existed (the admin table shows N/A). */
  withoutSku?: boolean;
  sizeOptions?: string;
  color?: string;
  material?: string;
  motif: Motif;
}

/** Picture colours by festival or occasion: the first tag (or the legacy occasion) picks one. */
export const PALETTES: Record<string, readonly [string, string]> = {
  Diwali: ['#7b1e3a', '#f59e0b'],
  'Republic Day': ['#ff9933', '#138808'],
  "Valentine's Day": ['#9f1239', '#fb7185'],
  Holi: ['#7c3aed', '#f472b6'],
  'Raksha Bandhan': ['#b45309', '#facc15'],
  Christmas: ['#14532d', '#dc2626'],
  'New Year': ['#1e1b4b', '#a855f7'],
  Birthday: ['#0369a1', '#f9a8d4'],
  Anniversary: ['#881337', '#fda4af'],
  Wedding: ['#7f1d1d', '#fbbf24'],
  Housewarming: ['#065f46', '#fcd34d'],
  'Baby Shower': ['#3b82f6', '#f9a8d4'],
  'Corporate Gifting': ['#0f172a', '#64748b'],
};
export const DEFAULT_PALETTE: readonly [string, string] = ['#7b1e3a', '#f59e0b'];
