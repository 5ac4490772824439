import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The transactional outbox: written with the order in one transaction, enqueued to BullMQ
 * with jobId = id when it commits (or by the relay's poll), then stamped `published_at`.
 */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['createdAt'], { where: `"published_at" IS NULL` })
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'outbox_pkey' })
  id!: string;

  /** An event (`order.placed`) or a queue name (`shipping.submit`). */
  @Column({ type: 'text' })
  topic!: string;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
