import type { OrderSummary } from '@festive/contracts';
import type { Topic, Understanding } from './intents';
import { describeOrder, findOrder } from './order-answer';
import { POLICY_TEXT, type ShopPolicies } from './policies';

/** The customer's orders as the assistant sees them: the list, or that orders could not be reached. */
export type OrdersView = { kind: 'ok'; orders: OrderSummary[] } | { kind: 'unavailable' };

export interface AssistantReply {
  response: string;
  needsLiveAgent: boolean;
}

export interface ReplyContext {
  customerName: string;
  policies: ShopPolicies;
  /** Present when the message is about the customer's orders (`needsOrders`). */
  orders?: OrdersView;
}

export const ASSISTANT_TEXT = {
  greeting: (firstName: string) =>
    `Hello${firstName ? ` ${firstName}` : ''}! I'm the Festival Gifts assistant. I can track your orders and answer questions about shipping, delivery, payment, returns and invoices. How can I help you today?`,
  thanks: "You're welcome! Is there anything else I can help you with?",
  unknown:
    "I'm sorry, I'm not sure I can answer that. I can help with your orders, shipping, delivery times, payment options, returns and invoices, or I can connect you with a member of our support team.",
  apology: "I'm really sorry about your experience.",
  liveAgentOffer:
    "I can connect you with a member of our support team: request a live agent below and they'll contact you shortly by e-mail or phone.",
  ordersUnavailable:
    "I'm sorry, I can't see your orders right now. Please try again in a few minutes, or a member of our support team can look into it for you.",
  noOrders:
    "I can't find any orders on your account yet. Once you place an order, I can track it for you here.",
  orderNotFound: (ref: string) =>
    `I couldn't find order ${ref} among your recent orders. Please check the number in My Orders.`,
  moreOrders: (count: number) =>
    `You have ${count} recent orders; tell me an order number to check another one.`,
} as const;

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The order topic: which order, and what to say about it. */
function orderAnswer(u: Understanding, orders: OrdersView | undefined): { text: string; escalate: boolean } {
  if (!orders || orders.kind === 'unavailable')
    return { text: ASSISTANT_TEXT.ordersUnavailable, escalate: true };
  const list = orders.orders;
  if (list.length === 0) return { text: ASSISTANT_TEXT.noOrders, escalate: false };
  const named = findOrder(list, u.namedOrder ? [u.namedOrder, ...u.orderRefs] : u.orderRefs);
  if (named) return { text: describeOrder(named, named === list[0]), escalate: false };
  const parts: string[] = [];
  if (u.namedOrder) parts.push(ASSISTANT_TEXT.orderNotFound(u.namedOrder.toUpperCase()));
  parts.push(describeOrder(list[0]!, true));
  if (list.length > 1) parts.push(ASSISTANT_TEXT.moreOrders(list.length));
  return { text: parts.join(' '), escalate: false };
}

function policyAnswer(topic: Exclude<Topic, 'order'>, policies: ShopPolicies): string {
  return POLICY_TEXT[topic](policies);
}

/**
 * The built-in assistant: an answer from the message's topics, the shop's policies and (for
 * order questions) the customer's orders. Pure, so every intent is unit-tested; it never throws.
 * `needsLiveAgent` is set when the customer asks for a person, is unhappy, when their orders
 * cannot be reached, and when nothing matched (it then says so rather than guessing).
 */
export function builtInReply(u: Understanding, context: ReplyContext): AssistantReply {
  const parts: string[] = [];
  let needsLiveAgent = u.wantsHuman || u.unhappy;
  if (u.unhappy) parts.push(ASSISTANT_TEXT.apology);
  for (const topic of u.topics) {
    if (topic === 'order') {
      const answer = orderAnswer(u, context.orders);
      parts.push(answer.text);
      needsLiveAgent ||= answer.escalate;
    } else {
      parts.push(policyAnswer(topic, context.policies));
      if (topic === 'cancel') needsLiveAgent = true;
    }
  }
  if (u.wantsHuman || u.unhappy || u.topics.includes('cancel')) {
    parts.push(ASSISTANT_TEXT.liveAgentOffer);
  }
  if (parts.length > 0) {
    if (u.greeting)
      parts.unshift(
        `Hello${firstNameOf(context.customerName) ? ` ${firstNameOf(context.customerName)}` : ''}!`,
      );
    return { response: parts.join(' '), needsLiveAgent };
  }
  if (u.greeting) {
    return { response: ASSISTANT_TEXT.greeting(firstNameOf(context.customerName)), needsLiveAgent: false };
  }
  if (u.thanks) return { response: ASSISTANT_TEXT.thanks, needsLiveAgent: false };
  return { response: ASSISTANT_TEXT.unknown, needsLiveAgent: true };
}
