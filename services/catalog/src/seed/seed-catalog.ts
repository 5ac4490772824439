import { taxClassFor } from '@festive/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity';
import { ProductEntity } from '../products/product.entity';
import type { ObjectStorage } from '../storage/object-storage';
import { FESTIVAL_CATEGORIES, OCCASION_CATEGORIES } from './data';
import { storeSeedPictures } from './seed-pictures';
import { SeedRunEntity } from './seed-run.entity';
import { type SeedProductRow, buildSeedProducts } from './seed-products';

/** Bump the name to ship a new demo data set; an applied name is never applied again. */
export const SEED_NAME = 'demo-catalogue-v1';
/** The demo products' own GST classes, given to a catalogue seeded before products had them. */
export const TAX_SEED_NAME = 'demo-catalogue-v1-gst';
/** The demo pictures' WebP copies, drawn for a catalogue seeded before pictures had them. */
export const PICTURE_COPIES_SEED_NAME = 'demo-catalogue-v1-webp';

export interface SeedResult {
  applied: boolean;
  categories: number;
  products: number;
  images: number;
}

/** Inserts a marker row; false when it was there already (the row is the lock, too). */
async function mark(manager: EntityManager, name: string): Promise<boolean> {
  const marker = await manager
    .createQueryBuilder()
    .insert()
    .into(SeedRunEntity)
    .values({ name })
    .orIgnore()
    .returning(['name'])
    .execute();
  return (marker.raw as unknown[]).length > 0;
}

async function insertCatalogue(manager: EntityManager, rows: SeedProductRow[]): Promise<boolean> {
  // The marker row is the lock: a second seed running at the same time inserts nothing here.
  if (!(await mark(manager, SEED_NAME))) return false;
  await mark(manager, TAX_SEED_NAME);
  await mark(manager, PICTURE_COPIES_SEED_NAME);
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
 * A catalogue seeded before products had GST classes got each product's subcategory default
 * from the migration: the demo products (known by their picture and name) get their own class,
 * unless an admin has changed it since. Returns how many products changed.
 */
async function classifySeeded(manager: EntityManager, rows: SeedProductRow[]): Promise<number> {
  if (!(await mark(manager, TAX_SEED_NAME))) return 0;
  let changed = 0;
  for (const row of rows) {
    const migrated = taxClassFor(row.subcategory ?? row.category);
    const result = await manager.update(
      ProductEntity,
      { image: row.image, name: row.name, hsnCode: migrated.hsnCode, gstRate: String(migrated.gstRate) },
      { hsnCode: row.hsnCode, gstRate: row.gstRate },
    );
    changed += result.affected ?? 0;
  }
  return changed;
}

/**
 * A catalogue seeded before the demo pictures had WebP copies gets them (its pictures stored
 * again with them), once; the marker is written after, so a broken-off run is redone.
 */
async function drawMissingCopies(
  dataSource: DataSource,
  storage: ObjectStorage,
  rows: SeedProductRow[],
): Promise<number> {
  const runs = dataSource.getRepository(SeedRunEntity);
  if (await runs.existsBy({ name: PICTURE_COPIES_SEED_NAME })) return 0;
  const images = await storeSeedPictures(storage, rows);
  await dataSource.transaction((manager) => mark(manager, PICTURE_COPIES_SEED_NAME));
  return images;
}

/**
 * Seeds the demo catalogue once: categories, products and their pictures (with WebP copies) in
 * object storage. Pictures go first (re-uploading the same bytes is harmless), then every row in one
 * transaction with the marker, so a failed run leaves nothing half done and a second run on a
 * seeded database changes nothing.
 */
export async function seedCatalog(dataSource: DataSource, storage: ObjectStorage): Promise<SeedResult> {
  const runs = dataSource.getRepository(SeedRunEntity);
  const rows = buildSeedProducts();
  if (await runs.existsBy({ name: SEED_NAME })) {
    await dataSource.transaction((manager) => classifySeeded(manager, rows));
    const images = await drawMissingCopies(dataSource, storage, rows);
    return { applied: false, categories: 0, products: 0, images };
  }
  const images = await storeSeedPictures(storage, rows);
  const applied = await dataSource.transaction((manager) => insertCatalogue(manager, rows));
  if (!applied) return { applied: false, categories: 0, products: 0, images };
  return {
    applied: true,
    categories: FESTIVAL_CATEGORIES.length + OCCASION_CATEGORIES.length,
    products: rows.length,
    images,
  };
}
