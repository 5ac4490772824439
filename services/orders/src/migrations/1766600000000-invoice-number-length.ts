import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST allows an invoice number of at most 16 characters. The database now holds every writer to
 * it: invoices are numbered in one statement, and a number too long fails that statement, the
 * year's counter with it, so no number is skipped. Added unvalidated, then validated, so the
 * table is not locked against writes while existing rows are checked.
 */
export class InvoiceNumberLength1766600000000 implements MigrationInterface {
  name = 'InvoiceNumberLength1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "orders"."orders" ADD CONSTRAINT "orders_invoice_number_length_check"
      CHECK (char_length("invoice_number") <= 16) NOT VALID`);
    await queryRunner.query(
      `ALTER TABLE "orders"."orders" VALIDATE CONSTRAINT "orders_invoice_number_length_check"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders"."orders" DROP CONSTRAINT "orders_invoice_number_length_check"`,
    );
  }
}
