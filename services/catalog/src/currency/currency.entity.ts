import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The shop's display currency: exactly one row (a unique index on a constant enforces it). */
@Entity({ name: 'currency' })
@Index('currency_single_row_idx', { synchronize: false })
export class CurrencyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'currency_pkey' })
  id!: string;

  @Column({ type: 'text' })
  countryCode!: string;

  @Column({ type: 'numeric', precision: 12, scale: 6 })
  rate!: string;

  @Column({ type: 'text' })
  symbol!: string;

  @Column({ type: 'text' })
  code!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
