import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import {
  type ChatHistory,
  type ChatRequest,
  type ChatResponse,
  LIVE_AGENT_REQUESTED_MESSAGE,
  QUEUES,
  type SupportEscalationJob,
} from '@festive/contracts';
import { currentRequestId, SERVICE_CONFIG, type SessionCustomer } from '@festive/server-kit';
import type { Queue } from 'bullmq';
import { AssistantService } from '../assistant/assistant.service';
import type { SupportChatConfig } from '../config/support-chat-config';
import { escalationJobOptions } from '../escalation/escalation-queue';
import { ChatSessionsService, HISTORY_LIMIT } from './chat-sessions.service';
import { toChatSession } from './chat-views';

@Injectable()
export class ChatService {
  constructor(
    private readonly sessions: ChatSessionsService,
    private readonly assistant: AssistantService,
    @InjectQueue(QUEUES.supportEscalation) private readonly escalations: Queue<SupportEscalationJob>,
    @Inject(SERVICE_CONFIG) private readonly config: SupportChatConfig,
  ) {}

  /** GET /api/chat: the active conversation, or none. */
  async history(customer: SessionCustomer): Promise<ChatHistory> {
    const session = await this.sessions.active(customer.userId);
    if (!session) return { session: null, messages: [] };
    return {
      session: toChatSession(session),
      messages: await this.sessions.lastMessages(session.id, HISTORY_LIMIT),
    };
  }

  /**
   * POST /api/chat. The browser sends the whole conversation, but only its last message is
   * taken: the context the assistant sees is the stored history, which a client cannot rewrite.
   */
  async chat(customer: SessionCustomer, request: ChatRequest): Promise<ChatResponse> {
    const message = request.messages.at(-1)!.content.trim();
    const session = await this.sessions.activeOrOpen(customer);
    const context = await this.sessions.lastMessages(session.id, this.config.env.CHAT_CONTEXT_MESSAGES);
    await this.sessions.addMessage(session.id, 'user', message);
    const reply = await this.assistant.reply(customer, message, context);
    await this.sessions.addMessage(session.id, 'assistant', reply.response);
    return reply;
  }

  /**
   * POST /api/chat/request-live-agent: flags the session and queues one e-mail to the support
   * team. Flag first: if queueing fails the customer's retry adds the job (same id) and the flag
   * is already right.
   */
  async requestLiveAgent(customer: SessionCustomer): Promise<{ message: string }> {
    const session = await this.sessions.activeOrOpen(customer);
    await this.sessions.flagLiveAgent(session.id);
    await this.escalations.add(
      QUEUES.supportEscalation,
      { sessionId: session.id, requestId: currentRequestId() },
      escalationJobOptions(this.config, session.id),
    );
    return { message: LIVE_AGENT_REQUESTED_MESSAGE };
  }
}
