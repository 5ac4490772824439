import { apiLoadOrNull, useQuery } from '@festive/web-kit';
import { chatHistorySchema, type ChatHistory } from '@festive/contracts';

export const CHAT_QUERY_KEY = ['/api/chat'] as const;
const EMPTY: ChatHistory = { session: null, messages: [] };

/** GET /api/chat: the stored conversation and whether a live agent was already requested. */
export async function fetchChatHistory(): Promise<ChatHistory> {
  return (await apiLoadOrNull('/api/chat', chatHistorySchema)) ?? EMPTY;
}

export function useChatHistory() {
  return useQuery({ queryKey: CHAT_QUERY_KEY, queryFn: fetchChatHistory });
}
