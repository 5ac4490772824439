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
import { OrderEntity } from '../orders/order.entity';

/** A prepaid payment attempt at Razorpay for an order. */
@Entity({ name: 'payments' })
// contracts PAYMENT_ATTEMPT_STATUSES
@Check('payments_status_check', `"status" IN ('created', 'failed', 'captured')`)
@Unique('payments_razorpay_order_id_key', ['razorpayOrderId'])
@Unique('payments_razorpay_payment_id_key', ['razorpayPaymentId'])
@Index('payments_order_id_idx', ['orderId'])
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'payments_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'payments_order_id_fkey' })
  order?: OrderEntity;

  @Column({ type: 'text', default: 'razorpay' })
  provider!: string;

  @Column({ type: 'text' })
  razorpayOrderId!: string;

  @Column({ type: 'text', nullable: true })
  razorpayPaymentId!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  amount!: string;

  @Column({ type: 'text', default: 'INR' })
  currency!: string;

  /** created, authorized, captured or failed (Razorpay's payment states). */
  @Column({ type: 'text', default: 'created' })
  status!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
