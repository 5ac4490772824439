import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The invoice counter of one Indian financial year (April to March, e.g. '2025-26'): invoice
 * numbers must be consecutive within a year, so they come from here, never from a sequence.
 */
@Entity({ name: 'invoice_numbers' })
@Check('invoice_numbers_last_number_check', `"last_number" >= 0`)
export class InvoiceNumberEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'invoice_numbers_pkey' })
  financialYear!: string;

  @Column({ type: 'integer', default: 0 })
  lastNumber!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
