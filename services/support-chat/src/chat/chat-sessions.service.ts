import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ChatMessage } from '@festive/contracts';
import type { SessionCustomer } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatSessionEntity } from './chat-session.entity';

/** GET /api/chat shows at most this many of the latest messages (the request schema's own limit). */
export const HISTORY_LIMIT = 200;

/**
 * Chat sessions and messages. Every read and write is keyed by the signed-in customer's id, so
 * one customer never reaches another's conversation.
 */
@Injectable()
export class ChatSessionsService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
  ) {}

  active(userId: string): Promise<ChatSessionEntity | null> {
    return this.sessions.findOneBy({ userId, status: 'active' });
  }

  /**
   * The customer's active session, opened on first use. The partial unique index makes two
   * concurrent first calls meet on one row: the loser's insert is ignored and it reads the winner's.
   */
  async activeOrOpen(customer: SessionCustomer): Promise<ChatSessionEntity> {
    const existing = await this.active(customer.userId);
    if (existing) return existing;
    await this.sessions
      .createQueryBuilder()
      .insert()
      .values({
        userId: customer.userId,
        userEmail: customer.email,
        userName: customer.name,
        userPhone: customer.phone,
      })
      .orIgnore()
      .execute();
    return this.sessions.findOneByOrFail({ userId: customer.userId, status: 'active' });
  }

  /** The latest `limit` messages of a session, oldest first. */
  async lastMessages(sessionId: string, limit: number): Promise<ChatMessage[]> {
    if (limit <= 0) return [];
    const rows = await this.messages.find({
      where: { sessionId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.reverse().map((row) => ({ role: row.role, content: row.content }));
  }

  /**
   * Stores one message. Each is its own statement (its own now()), so a customer message and
   * the answer written after it keep their order by created_at.
   */
  async addMessage(sessionId: string, role: ChatMessage['role'], content: string): Promise<void> {
    await this.messages.insert({ sessionId, role, content });
    await this.sessions.update({ id: sessionId }, { updatedAt: new Date() });
  }

  /** Flags the session for a live agent; it stays flagged (the banner survives a reload). */
  async flagLiveAgent(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, liveAgentRequested: 0 }, { liveAgentRequested: 1 });
  }
}
