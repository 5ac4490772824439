import type { DataSource, EntityManager } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity';
import { ProductEntity } from '../products/product.entity';
import type { ObjectStorage } from '../storage/object-storage';
import { productSvg } from './art/product-svg';
import { FESTIVAL_CATEGORIES, OCCASION_CATEGORIES } from './data';
import { SeedRunEntity } from './seed-run.entity';
import { type SeedProductRow, buildSeedProducts, seedImageKey } from './seed-products';

/** Bump the name to ship a new demo data set; an applied name is never applied again. */
export const SEED_NAME = 'demo-catalogue-v1';
const UPLOAD_CONCURRENCY = 8;

export interface SeedResult {
  applied: boolean;
  categories: number;
  products: number;
  images: number;
}

async function uploadPictures(storage: ObjectStorage, rows: SeedProductRow[]): Promise<number> {
  await storage.ensureBucket();
  const queue = [...rows];
  const upload = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      await storage.put(seedImageKey(row.slug), productSvg(row.art), 'image/svg+xml');
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, upload));
  return rows.length;
}

async function insertCatalogue(manager: EntityManager, rows: SeedProductRow[]): Promise<boolean> {
  // The marker row is the lock: a second seed running at the same time inserts nothing here.
  const marker = await manager
    .createQueryBuilder()
    .insert()
    .into(SeedRunEntity)
    .values({ name: SEED_NAME })
    .orIgnore()
    .returning(['name'])
    .execute();
  if ((marker.raw as unknown[]).length === 0) return false;
  await manager
    .createQueryBuilder()
    .insert()
    .into(CategoryEntity)
    .values([...FESTIVAL_CATEGORIES, ...OCCASION_CATEGORIES])
    .orIgnore()
    .execute();
  await manager
    .createQueryBuilder()
    .insert()
    .into(ProductEntity)
    .values(rows.map(({ slug: _slug, art: _art, ...product }) => product))
    .orIgnore()
    .execute();
  return true;
}

/**
 * Seeds the demo catalogue once: categories, products and their pictures in object storage.
 * Pictures go first (re-uploading the same bytes is harmless), then every row in one
 * transaction with the marker, so a failed run leaves nothing half done and a second run on a
 * seeded database changes nothing.
 */
export async function seedCatalog(dataSource: DataSource, storage: ObjectStorage): Promise<SeedResult> {
  const done = await dataSource.getRepository(SeedRunEntity).existsBy({ name: SEED_NAME });
  if (done) return { applied: false, categories: 0, products: 0, images: 0 };
  const rows = buildSeedProducts();
  const images = await uploadPictures(storage, rows);
  const applied = await dataSource.transaction((manager) => insertCatalogue(manager, rows));
  if (!applied) return { applied: false, categories: 0, products: 0, images };
  return {
    applied: true,
    categories: FESTIVAL_CATEGORIES.length + OCCASION_CATEGORIES.length,
    products: rows.length,
    images,
  };
}
