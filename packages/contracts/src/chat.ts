import { z } from 'zod/mini';
import { flag, plainString, timestamp } from './primitives.js';

const CHAT_ROLES = ['user', 'assistant'] as const;

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: plainString('multi-line').check(z.maxLength(4000)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat: the full history, the last entry being the customer's new message. */
export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).check(
    z.minLength(1, 'messages must not be empty'),
    z.maxLength(200),
    z.refine((list) => list.at(-1)?.role === 'user' && list.at(-1)!.content.trim().length > 0, {
      message: 'the last message must be a non-empty customer message',
    }),
  ),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string(), needsLiveAgent: z.boolean() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** POST /api/chat/request-live-agent */
export const liveAgentResponseSchema = z.object({ message: z.string() });

export const chatSessionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userEmail: z.string(),
  userName: z.string(),
  liveAgentRequested: flag(),
  liveAgentNotified: flag(),
  status: z.string(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** GET /api/chat: the stored conversation shown again when the customer returns. */
export const chatHistorySchema = z.object({
  session: z.nullable(chatSessionSchema),
  messages: z.array(chatMessageSchema),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** The banner shown once a live agent has been requested. */
export const LIVE_AGENT_BANNER = {
  title: 'Live agent requested',
  body: 'Our support team will contact you shortly via email or phone.',
} as const;

/** Answer of POST /api/chat/request-live-agent. */
export const LIVE_AGENT_REQUESTED_MESSAGE =
  'A member of our support team will contact you shortly via email or phone.';
