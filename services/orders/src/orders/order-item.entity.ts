import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** One line of an order with the product as it was when ordered (catalog's price snapshot). */
@Entity({ name: 'order_items' })
@Check('order_items_quantity_check', `"quantity" > 0`)
@Check('order_items_price_check', `"price" >= 0 AND "subtotal" >= 0`)
@Index('order_items_order_id_idx', ['orderId'])
export class OrderItemEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'order_items_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_items_order_id_fkey' })
  order?: OrderEntity;

  /** The product in the catalog service (no cross-schema foreign key). */
  @Column({ type: 'uuid' })
  productId!: string;

  @Column({ type: 'text' })
  productName!: string;

  @Column({ type: 'text', nullable: true })
  productSku!: string | null;

  @Column({ type: 'text' })
  productImage!: string;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  subtotal!: string;

  /** GST classification when ordered (catalog's, else the shop's default); null on older rows. */
  @Column({ type: 'text', nullable: true })
  hsnCode!: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  gstRate!: string | null;
}
