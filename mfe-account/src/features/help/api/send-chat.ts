import { apiRequest } from '@festive/web-kit';
import { chatResponseSchema, type ChatMessage, type ChatResponse } from '@festive/contracts';

/** The contract's cap on one request's history (chatRequestSchema). */
const HISTORY_MAX = 200;

/**
 * POST /api/chat {messages}: the full history of role and content, the new customer message
 * last. Only a conversation longer than the contract allows is cut, oldest first.
 */
export function sendChat(messages: readonly ChatMessage[]): Promise<ChatResponse> {
  const history = messages.slice(-HISTORY_MAX).map(({ role, content }) => ({ role, content }));
  return apiRequest('/api/chat', chatResponseSchema, { method: 'POST', body: { messages: history } });
}
