import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { ProductEntity } from '../products/product.entity';

export const RESERVATION_STATUSES = ['reserved', 'committed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Stock held for one line of an order (step 1 of the order saga). Unique per order and product,
 * so reserving again for the same order is a no-op.
 */
@Entity({ name: 'stock_reservations' })
@Unique('stock_reservations_order_product_key', ['orderId', 'productId'])
@Check('stock_reservations_quantity_check', `"quantity" > 0`)
@Check('stock_reservations_status_check', `"status" IN ('reserved', 'committed', 'released')`)
@Index('stock_reservations_status_created_at_idx', ['status', 'createdAt'])
@Index('stock_reservations_product_id_idx', ['productId'])
export class StockReservationEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'stock_reservations_pkey' })
  id!: string;

  /** The order's id in the orders service (no cross-schema foreign key: each service owns its schema). */
  @Column({ type: 'uuid' })
  orderId!: string;

  @Column({ type: 'uuid' })
  productId!: string;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'stock_reservations_product_id_fkey' })
  product?: ProductEntity;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ type: 'text', default: 'reserved' })
  status!: ReservationStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
