import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrderEntity } from '../orders/order.entity';

/** A customer's return request for an order; starts pending. */
@Entity({ name: 'return_requests' })
@Check('return_requests_refund_amount_check', `"refund_amount" >= 0`)
// contracts RETURN_STATUSES
@Check('return_requests_status_check', `"status" IN ('pending', 'approved', 'rejected', 'refunded')`)
@Index('return_requests_order_id_idx', ['orderId'])
@Index('return_requests_user_id_idx', ['userId'])
@Index('return_requests_status_idx', ['status'])
// One open request per order (contracts OPEN_RETURN_STATUSES), held by the database under races.
@Index('return_requests_one_open_per_order', ['orderId'], {
  unique: true,
  where: `"status" IN ('pending', 'approved')`,
})
export class ReturnRequestEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'return_requests_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'return_requests_order_id_fkey' })
  order?: OrderEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  customerName!: string;

  @Column({ type: 'text' })
  customerEmail!: string;

  @Column({ type: 'text' })
  customerPhone!: string;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', default: 'pending' })
  status!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  refundAmount!: string | null;

  /** A cash-on-delivery order's refund destination (UPI id or bank account), as the shopper gave it. */
  @Column({ type: 'text', nullable: true })
  refundTo!: string | null;

  /** Why the shop rejected the request, in words the shopper reads. */
  @Column({ type: 'text', nullable: true })
  decisionReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  decidedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
