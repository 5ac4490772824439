import type { OrderLifecycleField } from '@festive/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { OrderEntity } from '../orders/order.entity';

/** One move of an order's status, payment status or shipping hand-off: who, from what, to what, when. */
@Entity({ name: 'order_transitions' })
@Check('order_transitions_field_check', `"field" IN ('status', 'payment_status', 'shipping_status')`)
@Index('order_transitions_order_id_created_at_idx', ['orderId', 'createdAt'])
export class OrderTransitionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'order_transitions_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_transitions_order_id_fkey' })
  order?: OrderEntity;

  @Column({ type: 'text' })
  field!: OrderLifecycleField;

  @Column({ type: 'text' })
  fromValue!: string;

  @Column({ type: 'text' })
  toValue!: string;

  /** customer, admin, system:<job or loop>, provider:<razorpay|shiprocket>, system:migration. */
  @Column({ type: 'text' })
  actor!: string;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
