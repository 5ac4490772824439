import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/** A persisted cart line (productId, quantity default 1), one per user and product. */
@Entity({ name: 'carts' })
@Unique('carts_user_id_product_id_key', ['userId', 'productId'])
@Check('carts_quantity_check', `"quantity" > 0`)
export class CartItemEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'carts_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  productId!: string;

  @Column({ type: 'integer', default: 1 })
  quantity!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
