import type { ChatSession } from '@festive/contracts';
import type { ChatSessionEntity } from './chat-session.entity';

/** A session as the contract reads it (chatSessionSchema): the phone stays inside the service. */
export const toChatSession = (row: ChatSessionEntity): ChatSession => ({
  id: row.id,
  userId: row.userId,
  userEmail: row.userEmail,
  userName: row.userName,
  liveAgentRequested: row.liveAgentRequested,
  liveAgentNotified: row.liveAgentNotified,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
