import type { ShipmentStage } from '@festive/contracts';
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
import { OrderEntity } from '../../orders/order.entity';

/** One Shiprocket tracking report of an order's shipment, as it came, with its timeline stage. */
@Entity({ name: 'tracking_events' })
// contracts SHIPMENT_STAGES
@Check(
  'tracking_events_stage_check',
  `"stage" IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'rto')`,
)
@Index('tracking_events_order_id_event_time_idx', ['orderId', 'eventTime'])
export class TrackingEventEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'tracking_events_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'tracking_events_order_id_fkey' })
  order?: OrderEntity;

  @Column({ type: 'text' })
  awb!: string;

  /** Shiprocket's own word for it ("IN TRANSIT"), kept for the record; screens show the stage. */
  @Column({ type: 'text' })
  status!: string;

  /** Null for a status outside the timeline (cancelled, lost) or one not known yet. */
  @Column({ type: 'text', nullable: true })
  stage!: ShipmentStage | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ type: 'text', nullable: true })
  activity!: string | null;

  /** When the courier says it happened; when it was received if the report carried no usable time. */
  @Column({ type: 'timestamptz' })
  eventTime!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
