import type { NotificationKind } from '@festive/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { OrderEntity } from '../orders/order.entity';

export type NotificationChannel = 'sms' | 'email';

/**
 * One message about an order on one channel: sent (`sentAt`, with the provider's message id) or,
 * after every attempt failed, given up on (`failedAt`, `error`) for the shop to see. The unique key
 * is what makes it once: a job sends only while its row is not sent.
 */
@Entity({ name: 'notifications' })
// contracts NOTIFICATION_KINDS
@Check('notifications_kind_check', `"kind" IN ('confirmed', 'shipped', 'delivered', 'refunded')`)
@Check('notifications_channel_check', `"channel" IN ('sms', 'email')`)
@Unique('notifications_order_id_kind_channel_ref_key', ['orderId', 'kind', 'channel', 'ref'])
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'notifications_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'notifications_order_id_fkey' })
  order?: OrderEntity;

  @Column({ type: 'text' })
  kind!: NotificationKind;

  @Column({ type: 'text' })
  channel!: NotificationChannel;

  /** What within the kind it is about: the refund's id for `refunded`, '' otherwise. */
  @Column({ type: 'text', default: '' })
  ref!: string;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** MSG91's request id or the e-mail's Message-ID. */
  @Column({ type: 'text', nullable: true })
  providerMessageId!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  failedAt!: Date | null;

  /** Claimed by an attempt sending it until then (past it, the attempt is taken for dead). */
  @Column({ type: 'timestamptz', nullable: true })
  sendingUntil!: Date | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
