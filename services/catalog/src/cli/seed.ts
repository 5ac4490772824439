import 'reflect-metadata';
import { createDataSource, loadConfig } from '@festive/server-kit';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { SEED_NAME, seedCatalog } from '../seed/seed-catalog';
import { ObjectStorage } from '../storage/object-storage';

/** `dist/cli/seed.js`: seeds the demo catalogue once (run by `npm start` after the migrations). */
async function main(): Promise<void> {
  const config = loadConfig('catalog');
  const dataSource = createDataSource(config, { entities: ENTITIES, migrations: MIGRATIONS });
  const storage = new ObjectStorage(config);
  await dataSource.initialize();
  try {
    const result = await seedCatalog(dataSource, storage);
    console.info(
      result.applied
        ? `catalog: seeded ${SEED_NAME}: ${result.categories} categories, ${result.products} products, ${result.images} pictures`
        : result.images
          ? `catalog: ${SEED_NAME} already seeded; drew WebP copies of ${result.images} pictures`
          : `catalog: ${SEED_NAME} already seeded, nothing to do`,
    );
  } finally {
    storage.onModuleDestroy();
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = /(relation|database) .* does not exist/.test(message)
    ? ' (run dist/cli/migrate.js first)'
    : '';
  console.error(`catalog seed failed: ${message.split('\n')[0]}${hint}`);
  process.exitCode = 1;
});
