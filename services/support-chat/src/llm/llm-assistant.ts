import type OpenAI from 'openai';
import type { ChatMessage } from '@festive/contracts';
import type { OrdersView } from '../assistant/builtin-assistant';
import type { ShopPolicies } from '../assistant/policies';
import { ASSISTANT_TOOLS, LIVE_AGENT_TOOL, LOOKUP_ORDERS_TOOL, ordersToolResult } from './llm-tools';
import { systemPrompt } from './system-prompt';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

export interface LlmRequest {
  customerName: string;
  /** Earlier turns from the database, already capped, oldest first. */
  history: ChatMessage[];
  message: string;
  policies: ShopPolicies;
  /** The signed-in customer's orders; the only way the model sees any. */
  lookupOrders: () => Promise<OrdersView>;
}

export interface LlmAnswer {
  response: string;
  /** The model called request_live_agent. */
  requestedLiveAgent: boolean;
  /** The model looked the orders up and they could not be reached. */
  ordersUnavailable: boolean;
}

export class LlmAnswerError extends Error {
  override name = 'LlmAnswerError';
}

/** One question rarely needs more than a lookup and an answer; a model stuck calling tools is cut off. */
const MAX_ROUNDS = 3;
/** Long stored messages are cut before they go to the model: cost and latency, not meaning. */
const MAX_CONTEXT_CHARS = 2000;
const MAX_ANSWER_TOKENS = 600;

/**
 * The assistant on an OpenAI-compatible chat-completions endpoint with two tools. Any failure
 * (network, timeout, HTTP error, empty or odd answer) throws; the caller then falls back to the
 * built-in assistant, so a customer always gets an answer.
 */
export class LlmAssistant {
  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly timeoutMs: number,
  ) {}

  async answer(request: LlmRequest): Promise<LlmAnswer> {
    // One deadline for the whole exchange, tool round included: the customer is waiting.
    const signal = AbortSignal.timeout(this.timeoutMs);
    const messages: Message[] = [
      { role: 'system', content: systemPrompt(request.policies, request.customerName) },
      ...request.history.map((turn) => ({
        role: turn.role,
        content: turn.content.slice(0, MAX_CONTEXT_CHARS),
      })),
      { role: 'user', content: request.message },
    ];
    let requestedLiveAgent = false;
    let ordersUnavailable = false;

    for (let round = 0; round < MAX_ROUNDS; round++) {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages,
          tools: ASSISTANT_TOOLS,
          tool_choice: 'auto',
          temperature: 0.2,
          max_tokens: MAX_ANSWER_TOKENS,
        },
        { signal, maxRetries: 0, timeout: this.timeoutMs },
      );
      const reply = completion.choices?.[0]?.message;
      if (!reply) throw new LlmAnswerError('the model answered without a message');
      const calls = (reply.tool_calls ?? []).filter((call) => call.type === 'function');
      if (calls.length === 0) {
        const text = reply.content?.trim();
        if (!text) throw new LlmAnswerError('the model answered with an empty message');
        return { response: text, requestedLiveAgent, ordersUnavailable };
      }
      messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
      for (const call of calls) {
        let content: string;
        if (call.function.name === LOOKUP_ORDERS_TOOL) {
          // Arguments are ignored on purpose: the lookup is always for the session's customer.
          const orders = await request.lookupOrders();
          ordersUnavailable ||= orders.kind === 'unavailable';
          content = ordersToolResult(orders);
        } else if (call.function.name === LIVE_AGENT_TOOL) {
          requestedLiveAgent = true;
          content = JSON.stringify({
            offered: true,
            message:
              'The customer now sees a button to request a live agent; the team contacts them by e-mail or phone.',
          });
        } else {
          content = JSON.stringify({ error: `unknown tool ${call.function.name}` });
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      }
    }
    throw new LlmAnswerError(`the model was still calling tools after ${MAX_ROUNDS} rounds`);
  }
}
