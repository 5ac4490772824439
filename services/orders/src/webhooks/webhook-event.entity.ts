import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Provider webhook deliveries already handled: a redelivered event id is acknowledged, not re-applied. */
@Entity({ name: 'webhook_events' })
@Unique('webhook_events_provider_event_id_key', ['provider', 'eventId'])
export class WebhookEventEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'webhook_events_pkey' })
  id!: string;

  /** razorpay or shiprocket. */
  @Column({ type: 'text' })
  provider!: string;

  @Column({ type: 'text' })
  eventId!: string;

  @Column({ type: 'text', nullable: true })
  eventType!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
