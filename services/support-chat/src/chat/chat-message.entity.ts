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
import type { ChatMessage } from '@festive/contracts';
import { ChatSessionEntity } from './chat-session.entity';

/** One message of a conversation, from the customer or the assistant. */
@Entity({ name: 'chat_messages' })
@Check('chat_messages_role_check', `"role" IN ('user', 'assistant')`)
@Index('chat_messages_session_id_created_at_idx', ['sessionId', 'createdAt'])
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'chat_messages_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  sessionId!: string;

  @ManyToOne(() => ChatSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'chat_messages_session_id_fkey' })
  session?: ChatSessionEntity;

  @Column({ type: 'text' })
  role!: ChatMessage['role'];

  @Column({ type: 'text' })
  content!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
