import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A customer's support conversation; starts active, flags are the spec's 0/1. */
@Entity({ name: 'chat_sessions' })
@Check('chat_sessions_flags_check', `"live_agent_requested" IN (0, 1) AND "live_agent_notified" IN (0, 1)`)
@Index('chat_sessions_user_id_created_at_idx', ['userId', 'createdAt'])
// One active conversation per customer: concurrent first messages find the same session.
@Index('chat_sessions_one_active_per_user_key', ['userId'], { unique: true, where: `"status" = 'active'` })
export class ChatSessionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'chat_sessions_pkey' })
  id!: string;

  /** The customer (identity service). */
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  userEmail!: string;

  @Column({ type: 'text' })
  userName!: string;

  /** From the session customer; the escalation e-mail names it (not part of the spec's reading). */
  @Column({ type: 'text', nullable: true })
  userPhone!: string | null;

  @Column({ type: 'smallint', default: 0 })
  liveAgentRequested!: 0 | 1;

  @Column({ type: 'smallint', default: 0 })
  liveAgentNotified!: 0 | 1;

  @Column({ type: 'text', default: 'active' })
  status!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
