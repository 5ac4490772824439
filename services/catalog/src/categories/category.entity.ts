import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { CategoryType } from '@festive/contracts';

/** A festival or special occasion shown in the catalogue dropdowns and the header links. */
@Entity({ name: 'categories' })
@Unique('categories_type_name_key', ['type', 'name'])
@Check('categories_type_check', `"type" IN ('festival', 'special_occasion')`)
@Index('categories_type_order_idx', ['type', 'order'])
export class CategoryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'categories_pkey' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  type!: CategoryType;

  @Column({ type: 'text', nullable: true })
  emoji!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  items!: string[];

  @Column({ type: 'integer', default: 0 })
  order!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
