import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded objects a product or carousel image has used (UsedUploadEntity), so abandoned uploads
 * can be swept without touching a picture anything refers to. Filled with what the catalogue
 * already uses.
 */
export class UsedUploads1764300000000 implements MigrationInterface {
  name = 'UsedUploads1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalog"."used_uploads" (
        "object_key" text NOT NULL,
        "first_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "used_uploads_pkey" PRIMARY KEY ("object_key")
      )`);
    await queryRunner.query(`
      INSERT INTO "catalog"."used_uploads" ("object_key")
      SELECT substr(value, length('/objects/') + 1) FROM (
        SELECT "image" AS value FROM "catalog"."products"
        UNION SELECT unnest("images") FROM "catalog"."products"
        UNION SELECT "image" FROM "catalog"."carousel_images"
      ) used
      WHERE value LIKE '/objects/uploads/%'
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalog"."used_uploads"`);
  }
}
