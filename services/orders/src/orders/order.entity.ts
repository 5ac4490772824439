import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { OrderStatus, PaymentMethod, PaymentStatus, ShippingStatus } from '@festive/contracts';
import { INVOICE_NUMBER_MAX_LENGTH } from '../invoices/financial-year';

/**
 * An order with what the pipeline needs around it: the owner, the
 * idempotency key of the placing request, payment state and the shipping hand-off state.
 */
@Entity({ name: 'orders' })
@Unique('orders_idempotency_key_key', ['idempotencyKey'])
@Unique('orders_invoice_number_key', ['invoiceNumber'])
@Unique('orders_order_number_key', ['orderNumber'])
@Check('orders_total_check', `"total" >= 0`)
@Check('orders_payment_method_check', `"payment_method" IN ('COD', 'Prepaid')`)
@Check('orders_invoice_sent_check', `"invoice_sent" IN (0, 1)`)
// GST's limit, held for every writer.
@Check('orders_invoice_number_length_check', `char_length("invoice_number") <= ${INVOICE_NUMBER_MAX_LENGTH}`)
// The lifecycle's states (contracts ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES).
@Check('orders_status_check', `"status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')`)
@Check('orders_payment_status_check', `"payment_status" IN ('pending', 'failed', 'paid', 'refunded', 'cod')`)
@Check('orders_shipping_status_check', `"shipping_status" IN ('pending', 'submitted', 'failed')`)
@Index('orders_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('orders_created_at_idx', ['createdAt'])
@Index('orders_awb_code_idx', ['awbCode'], { where: `"awb_code" IS NOT NULL` })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'orders_pkey' })
  id!: string;

  /**
   * The order number people see (contracts `formatOrderNumber`: FG-100040), given by the
   * database from a sequence as the order is stored. The UUID stays the key.
   */
  @Column({ type: 'integer' })
  @Generated('increment')
  orderNumber!: number;

  /** The customer (identity service); every customer read filters by it. */
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  idempotencyKey!: string;

  /** Fingerprint of the request the key was first used with: the same key with another cart is refused. */
  @Column({ type: 'text', nullable: true })
  requestHash!: string | null;

  @Column({ type: 'text' })
  customerName!: string;

  @Column({ type: 'text' })
  customerEmail!: string;

  @Column({ type: 'text' })
  customerPhone!: string;

  @Column({ type: 'text' })
  customerAddress!: string;

  @Column({ type: 'text' })
  customerCity!: string;

  @Column({ type: 'text' })
  customerState!: string;

  @Column({ type: 'text' })
  customerPincode!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  total!: string;

  @Column({ type: 'text' })
  paymentMethod!: PaymentMethod;

  @Column({ type: 'text', nullable: true })
  paymentId!: string | null;

  /** pending until a prepaid payment is confirmed; COD orders are collected on delivery. */
  @Column({ type: 'text', default: 'pending' })
  paymentStatus!: PaymentStatus;

  @Column({ type: 'text', default: 'pending' })
  status!: OrderStatus;

  @Column({ type: 'text', nullable: true })
  shiprocketOrderId!: string | null;

  @Column({ type: 'text', nullable: true })
  shipmentId!: string | null;

  @Column({ type: 'text', nullable: true })
  awbCode!: string | null;

  @Column({ type: 'text', nullable: true })
  courierName!: string | null;

  @Column({ type: 'text', nullable: true })
  trackingUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  shipmentStatus!: string | null;

  /** When tracking first reported the parcel delivered: the return window counts from here. */
  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  /** Hand-off to the shipping aggregator: pending, submitted or failed (then `shippingError`). */
  @Column({ type: 'text', default: 'pending' })
  shippingStatus!: ShippingStatus;

  @Column({ type: 'text', nullable: true })
  shippingError!: string | null;

  @Column({ type: 'smallint', default: 0 })
  invoiceSent!: 0 | 1;

  /** Sequential per financial year (invoice_numbers), assigned when the invoice is issued. */
  @Column({ type: 'text', nullable: true })
  invoiceNumber!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  invoiceIssuedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
