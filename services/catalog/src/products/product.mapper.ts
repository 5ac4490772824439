import type { Product } from '@festive/contracts';
import type { ProductEntity } from './product.entity';

/** The contracts' camelCase product (productSchema); price stays the database's decimal string. */
export function toProduct(row: ProductEntity): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    price: row.price,
    image: row.image,
    images: row.images,
    category: row.category,
    subcategory: row.subcategory,
    tags: row.tags,
    occasion: row.occasion,
    stock: row.stock,
    sizeOptions: row.sizeOptions,
    color: row.color,
    material: row.material,
    hsnCode: row.hsnCode,
    gstRate: Number(row.gstRate),
  };
}
