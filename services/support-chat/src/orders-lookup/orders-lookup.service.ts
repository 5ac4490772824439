import { Inject, Injectable, Logger } from '@nestjs/common';
import { customerOrdersInternalPath, orderSummariesResponseSchema } from '@festive/contracts';
import { InternalClient, SERVICE_CONFIG } from '@festive/server-kit';
import type { OrdersView } from '../assistant/builtin-assistant';
import type { SupportChatConfig } from '../config/support-chat-config';

/** How many recent orders the assistant looks at: enough for "my last few orders", light to send. */
export const ORDERS_LOOKUP_LIMIT = 5;

/**
 * The signed-in customer's latest orders from the orders service's internal API (service token).
 * Only ever called with the user id of the session: a model or a message never chooses whose
 * orders are read. Never throws: an unreachable or misbehaving orders service is `unavailable`,
 * and the assistant says it cannot see orders right now.
 */
@Injectable()
export class OrdersLookup {
  private readonly logger = new Logger(OrdersLookup.name);

  constructor(
    private readonly internal: InternalClient,
    @Inject(SERVICE_CONFIG) private readonly config: SupportChatConfig,
  ) {}

  async recentOrders(userId: string): Promise<OrdersView> {
    try {
      const orders = await this.internal.call('orders', {
        path: `${customerOrdersInternalPath(userId)}?limit=${ORDERS_LOOKUP_LIMIT}`,
        schema: orderSummariesResponseSchema,
        timeoutMs: this.config.env.ORDERS_LOOKUP_TIMEOUT_MS,
      });
      return { kind: 'ok', orders };
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'order lookup failed; answering without orders');
      return { kind: 'unavailable' };
    }
  }
}
