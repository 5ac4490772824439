import type { SeedProduct } from './types';

/**
 * Products from before the two top-level categories: their occasion holds a specific festival
 * or occasion name and two predate SKUs and subcategories.
 */
export const LEGACY_PRODUCTS: SeedProduct[] = [
  {
    slug: 'kundan-diwali-toran',
    name: 'Kundan Diwali Toran',
    price: '899.00',
    occasion: 'Diwali',
    category: 'Handicrafts',
    subcategory: null,
    tags: null,
    stock: 12,
    motif: 'rangoli',
    withoutSku: true,
    description: 'A beaded door toran with kundan stones and marigold tassels, handmade in Rajasthan.',
  },
  {
    slug: 'soan-papdi-classic',
    name: 'Soan Papdi Classic Pack',
    price: '149.00',
    occasion: 'Diwali',
    subcategory: 'Chocolates & Sweets',
    tags: ['Diwali'],
    stock: 250,
    motif: 'sweets',
    description: 'Flaky, melt-in-the-mouth soan papdi with cardamom, 250 g.',
  },
  {
    slug: 'madhubani-pichkari',
    name: 'Madhubani Painted Pichkari',
    price: '399.00',
    occasion: 'Holi',
    category: 'Handicrafts',
    subcategory: null,
    tags: null,
    stock: 18,
    motif: 'colours',
    withoutSku: true,
    description: 'A wooden pichkari hand-painted in the Madhubani style by artists from Bihar.',
  },
  {
    slug: 'birthday-blessings-lamp',
    name: 'Birthday Blessings Brass Lamp',
    price: '1299.00',
    occasion: 'Birthday',
    subcategory: 'Home & Decor',
    tags: ['Birthday'],
    stock: 6,
    motif: 'diya',
    material: 'Brass',
    description: 'A small brass akhand diya engraved with a birthday blessing in Devanagari.',
  },
];
