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
import type { RefundMethod, RefundReason, RefundStatus } from '@festive/contracts';
import { OrderEntity } from '../orders/order.entity';
import { PaymentEntity } from '../payments/payment.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';

/** Money sent back for an order: through Razorpay, or paid by the administrator (cash on delivery). */
@Entity({ name: 'refunds' })
@Check('refunds_amount_check', `"amount" > 0`)
// contracts REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES
@Check('refunds_method_check', `"method" IN ('razorpay', 'manual')`)
@Check('refunds_reason_check', `"reason" IN ('cancellation', 'return', 'late-payment')`)
@Check('refunds_status_check', `"status" IN ('pending', 'processed', 'failed')`)
@Unique('refunds_razorpay_refund_id_key', ['razorpayRefundId'])
@Index('refunds_order_id_idx', ['orderId'])
@Index('refunds_one_per_cancellation', ['orderId'], {
  unique: true,
  where: `"reason" = 'cancellation' AND "status" <> 'failed'`,
})
@Index('refunds_one_per_late_payment', ['paymentId'], {
  unique: true,
  where: `"reason" = 'late-payment' AND "status" <> 'failed'`,
})
@Index('refunds_one_per_return', ['returnRequestId'], {
  unique: true,
  where: `"return_request_id" IS NOT NULL AND "status" <> 'failed'`,
})
export class RefundEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'refunds_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'refunds_order_id_fkey' })
  order?: OrderEntity;

  @Column({ type: 'uuid', nullable: true })
  returnRequestId!: string | null;

  @ManyToOne(() => ReturnRequestEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'return_request_id', foreignKeyConstraintName: 'refunds_return_request_id_fkey' })
  returnRequest?: ReturnRequestEntity;

  /** The Razorpay payment refunded; null for a refund paid by hand. */
  @Column({ type: 'uuid', nullable: true })
  paymentId!: string | null;

  @ManyToOne(() => PaymentEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'refunds_payment_id_fkey' })
  payment?: PaymentEntity;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  amount!: string;

  @Column({ type: 'text' })
  method!: RefundMethod;

  @Column({ type: 'text' })
  reason!: RefundReason;

  @Column({ type: 'text', default: 'pending' })
  status!: RefundStatus;

  @Column({ type: 'text', nullable: true })
  razorpayRefundId!: string | null;

  /** The administrator's payment reference (UPI/NEFT UTR) for a refund paid by hand. */
  @Column({ type: 'text', nullable: true })
  reference!: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  /** Who asked for it: customer, admin, system:<job>, provider:razorpay. */
  @Column({ type: 'text' })
  actor!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
