import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { Repository } from 'typeorm';
import { ChatMessageEntity } from '../chat/chat-message.entity';
import { ChatSessionEntity } from '../chat/chat-session.entity';
import { EscalationMailer } from './escalation-mailer';
import { escalationMail } from './transcript';

/** The transcript in the e-mail: the latest messages, enough for any real conversation. */
const TRANSCRIPT_LIMIT = 200;

/**
 * The `support.escalation` job: e-mails the conversation to the support inbox, once.
 * `liveAgentNotified` is set after the send, so a job delivered again (or a second job for the
 * same session) sends nothing more.
 */
@Injectable()
export class EscalationService {
  private readonly logger = new Logger(EscalationService.name);

  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly mailer: EscalationMailer,
  ) {}

  async notify(sessionId: string): Promise<'sent' | 'already-notified'> {
    const session = await this.sessions.findOneBy({ id: sessionId });
    // No session will ever appear under this id: retrying cannot help.
    if (!session) throw new UnrecoverableError(`chat session ${sessionId} does not exist`);
    if (session.liveAgentNotified === 1) return 'already-notified';
    const rows = await this.messages.find({
      where: { sessionId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: TRANSCRIPT_LIMIT,
    });
    const mail = escalationMail({
      sessionId,
      customerName: session.userName,
      customerEmail: session.userEmail,
      customerPhone: session.userPhone,
      requestedAt: session.updatedAt,
      messages: rows.reverse().map((row) => ({ role: row.role, content: row.content })),
    });
    await this.mailer.send({
      ...mail,
      replyTo: session.userEmail,
      messageId: `<escalation-${sessionId}@festival-gifts.support>`,
    });
    await this.sessions.update({ id: sessionId }, { liveAgentNotified: 1 });
    this.logger.log({ sessionId }, 'live-agent request e-mailed to the support inbox');
    return 'sent';
  }
}
