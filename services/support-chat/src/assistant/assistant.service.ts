import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { type ChatMessage } from '@festive/contracts';
import { SERVICE_CONFIG, type SessionCustomer } from '@festive/server-kit';
import type { SupportChatConfig } from '../config/support-chat-config';
import { LLM_ASSISTANT } from '../llm/llm.module';
import type { LlmAssistant } from '../llm/llm-assistant';
import { OrdersLookup } from '../orders-lookup/orders-lookup.service';
import { type AssistantReply, builtInReply, type OrdersView } from './builtin-assistant';
import { needsOrders, understand } from './intents';
import { shopPolicies } from './policies';

/** Stored answers go back out through chatHistorySchema, whose messages are at most 4000 characters. */
export const MAX_ANSWER_CHARS = 4000;

/**
 * Answers one customer message: the model when one is configured, else (and whenever the model
 * fails in any way) the built-in assistant. The same keyword rules decide `needsLiveAgent` either
 * way, so a model that forgets to offer a person never hides one from an unhappy customer.
 */
@Injectable()
export class AssistantService {
  private readonly logger = new Logger(AssistantService.name);

  constructor(
    private readonly orders: OrdersLookup,
    @Inject(SERVICE_CONFIG) private readonly config: SupportChatConfig,
    @Optional() @Inject(LLM_ASSISTANT) private readonly llm: LlmAssistant | null,
  ) {}

  async reply(customer: SessionCustomer, message: string, history: ChatMessage[]): Promise<AssistantReply> {
    const understanding = understand(message);
    const policies = shopPolicies(this.config.env.RETURN_WINDOW_DAYS);
    // At most one lookup per message, shared by the model's tool call and the fallback.
    let lookup: Promise<OrdersView> | undefined;
    const lookupOrders = () => (lookup ??= this.orders.recentOrders(customer.userId));

    if (this.llm) {
      try {
        const answer = await this.llm.answer({
          customerName: customer.name,
          history,
          message,
          policies,
          lookupOrders,
        });
        return {
          response: answer.response.slice(0, MAX_ANSWER_CHARS),
          needsLiveAgent:
            answer.requestedLiveAgent ||
            answer.ordersUnavailable ||
            understanding.wantsHuman ||
            understanding.unhappy,
        };
      } catch (error) {
        this.logger.warn(
          { err: (error as Error).message },
          'the model failed; the built-in assistant answers instead',
        );
      }
    }
    const orders = needsOrders(understanding) ? await lookupOrders() : undefined;
    return builtInReply(understanding, { customerName: customer.name, policies, orders });
  }
}
