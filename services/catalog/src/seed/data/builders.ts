import type { Festival, Subcategory } from '@festive/contracts';
import type { Motif } from '../art/motifs';
import type { SeedProduct } from './types';

interface Fields {
  slug: string;
  name: string;
  price: string;
  subcategory: Subcategory;
  stock: number;
  motif: Motif;
  description: string;
  tags?: string[];
  sizeOptions?: string;
  color?: string;
  material?: string;
}

/** A current festival product: occasion 'Festivals', tagged with its festival unless tags are given. */
export const festival = (name: Festival, fields: Fields): SeedProduct => ({
  occasion: 'Festivals',
  tags: [name],
  ...fields,
});

/** A current special-occasion product: occasion 'Occasions', tagged with the occasion. */
export const occasion = (name: string, fields: Fields): SeedProduct => ({
  occasion: 'Occasions',
  tags: [name],
  ...fields,
});
