import { apiRequest } from '@festive/web-kit';
import { liveAgentResponseSchema } from '@festive/contracts';

/**
 * POST /api/chat/request-live-agent with an empty payload: no body and so no content
 * type, as the spec asks for calls without a payload (the same-origin guard accepts that).
 */
export function requestLiveAgent(): Promise<{ message: string }> {
  return apiRequest('/api/chat/request-live-agent', liveAgentResponseSchema, { method: 'POST' });
}
