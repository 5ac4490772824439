import { nextSkuFor } from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { ProductEntity } from '../products/product.entity';

/** Arbitrary constant naming the SKU locks among the database's advisory locks. */
const SKU_LOCK_NAMESPACE = 7_261_001;

/**
 * The next SKU for a prefix (contracts `skuPrefixFor`), inside the caller's transaction. A
 * transaction-scoped advisory lock per prefix makes concurrent creates with the same prefix
 * take turns (the second reads the first one's row once it commits), so two admins saving at
 * once never get the same SKU; the unique index on sku stays as the last line of defence.
 */
export async function allocateSku(manager: EntityManager, prefix: string): Promise<string> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SKU_LOCK_NAMESPACE, prefix]);
  const rows = await manager
    .getRepository(ProductEntity)
    .createQueryBuilder('product')
    .select('product.sku', 'sku')
    .where('left(product.sku, :length) = :prefix', { length: prefix.length, prefix })
    .getRawMany<{ sku: string }>();
  return nextSkuFor(
    prefix,
    rows.map((row) => row.sku),
  );
}
