import { shipmentStatusLabel } from '@festive/contracts';
import type OpenAI from 'openai';
import type { OrdersView } from '../assistant/builtin-assistant';

export const LOOKUP_ORDERS_TOOL = 'lookup_my_orders';
export const LIVE_AGENT_TOOL = 'request_live_agent';

/**
 * The model's tools. Neither takes a customer id: the order lookup always runs for the customer
 * of the session, so no message (or prompt injection) can make it read someone else's orders.
 */
export const ASSISTANT_TOOLS: OpenAI.Chat.Completions.ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: LOOKUP_ORDERS_TOOL,
      description:
        "Looks up the signed-in customer's 5 most recent orders (newest first): order number, date, total, payment, status, shipment status, courier, AWB, tracking link, item names and return status.",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: LIVE_AGENT_TOOL,
      description:
        'Offers the customer a live agent (a member of the support team). Call it when the customer asks for a person, is unhappy, or you cannot help.',
      parameters: {
        type: 'object',
        properties: { reason: { type: 'string', description: 'Why, in a few words.' } },
        additionalProperties: false,
      },
    },
  },
];

/** What the lookup tool answers the model: the orders, or that they cannot be seen right now. */
export function ordersToolResult(view: OrdersView): string {
  if (view.kind === 'unavailable') {
    return JSON.stringify({
      error: 'orders_unavailable',
      message: 'The order system cannot be reached right now. Apologise and offer a live agent.',
    });
  }
  // The courier's own words ("IN TRANSIT") are not for shoppers: the model gets the label too.
  const orders = view.orders.map((order) => ({
    ...order,
    shipmentStatus: order.shipmentStatus ? shipmentStatusLabel(order.shipmentStatus) : null,
  }));
  return JSON.stringify({ orders });
}
