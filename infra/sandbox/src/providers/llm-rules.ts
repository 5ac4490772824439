/**
 * The sandbox model's deterministic "reasoning": a few fixed rules that exercise the same
 * OpenAI chat-completions flow a real model would (a tool call, then an answer from the tool's
 * result), so the support chat's real client code runs in development and tests.
 */
export interface ChatCompletionMessage {
  role: string;
  content?: unknown;
  tool_calls?: { id?: unknown; type?: unknown; function?: { name?: unknown } }[];
  tool_call_id?: unknown;
}

export type RuleAnswer =
  { kind: 'text'; content: string } | { kind: 'tool'; name: string; arguments: string };

export const LOOKUP_TOOL = 'lookup_my_orders';
export const LIVE_AGENT_TOOL = 'request_live_agent';

const ASKS_ABOUT_ORDER =
  /\b(where is my|track|tracking|order status|status of my|my order|my orders|my parcel|my package|shipment|awb)\b/;
const ASKS_FOR_HUMAN = /\b(human|person|agent|representative|call me|customer care)\b/;

export const SANDBOX_ANSWERS = {
  shipping: 'Shipping is free on orders over ₹500, and delivery usually takes 3–7 business days.',
  payment: 'You can pay cash on delivery, or prepay by UPI, card or wallet through Razorpay.',
  returns: 'You can request a return from My Orders in your account within the return window.',
  generic: "I'm the Festival Gifts assistant. I can help with your orders, shipping, payments and returns.",
  noOrders: "You don't have any orders yet.",
  ordersUnavailable: "Sorry, I can't see your orders right now. A member of our support team can help.",
  liveAgent: "I've asked for a member of our support team; they will contact you by e-mail or phone.",
} as const;

/** The text of a message's content: a string, or OpenAI's list of `{type: 'text', text}` parts. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : ''))
      .join(' ');
  }
  return '';
}

interface OrderLike {
  orderNumber?: unknown;
  status?: unknown;
  shipmentStatus?: unknown;
  courierName?: unknown;
  trackingUrl?: unknown;
}

/** An answer from the lookup tool's result: the latest order's number and status. */
export function answerFromOrders(result: string): string {
  let parsed: { orders?: unknown };
  try {
    parsed = JSON.parse(result) as { orders?: unknown };
  } catch {
    return SANDBOX_ANSWERS.ordersUnavailable;
  }
  if (!Array.isArray(parsed.orders)) return SANDBOX_ANSWERS.ordersUnavailable;
  const latest = parsed.orders[0] as OrderLike | undefined;
  if (!latest) return SANDBOX_ANSWERS.noOrders;
  const parts = [`Your latest order ${String(latest.orderNumber)} is ${String(latest.status)}.`];
  if (typeof latest.shipmentStatus === 'string') {
    const courier = typeof latest.courierName === 'string' ? ` with ${latest.courierName}` : '';
    parts.push(`Shipment: ${latest.shipmentStatus}${courier}.`);
  }
  if (typeof latest.trackingUrl === 'string') parts.push(`Track it at ${latest.trackingUrl}`);
  return parts.join(' ');
}

function policyAnswer(text: string): string {
  if (/\b(ship|shipping|deliver|delivery|courier)\b/.test(text)) return SANDBOX_ANSWERS.shipping;
  if (/\b(pay|payment|cod|upi|card|wallet)\b/.test(text)) return SANDBOX_ANSWERS.payment;
  if (/\b(return|returns|refund|refunds|exchange)\b/.test(text)) return SANDBOX_ANSWERS.returns;
  return SANDBOX_ANSWERS.generic;
}

/** The tool name of each call id the assistant made, for reading tool results. */
function toolNames(messages: ChatCompletionMessage[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) {
      if (typeof call.id === 'string' && typeof call.function?.name === 'string') {
        names.set(call.id, call.function.name);
      }
    }
  }
  return names;
}

/**
 * The next assistant turn. After tool results: an answer from them. After a customer message:
 * a `lookup_my_orders` call when they ask about an order (and the tool is offered), a
 * `request_live_agent` call when they ask for a person, else a short policy answer.
 */
export function nextTurn(messages: ChatCompletionMessage[], offeredTools: string[]): RuleAnswer {
  const last = messages.at(-1);
  if (last?.role === 'tool') {
    const names = toolNames(messages);
    // Every tool result since the assistant's last call.
    const results: { name: string; content: string }[] = [];
    for (let i = messages.length - 1; i >= 0 && messages[i]!.role === 'tool'; i--) {
      const message = messages[i]!;
      const name = typeof message.tool_call_id === 'string' ? names.get(message.tool_call_id) : undefined;
      results.unshift({ name: name ?? '', content: contentText(message.content) });
    }
    const lookup = results.find((result) => result.name === LOOKUP_TOOL);
    if (lookup) return { kind: 'text', content: answerFromOrders(lookup.content) };
    if (results.some((result) => result.name === LIVE_AGENT_TOOL)) {
      return { kind: 'text', content: SANDBOX_ANSWERS.liveAgent };
    }
    return { kind: 'text', content: SANDBOX_ANSWERS.generic };
  }
  if (last?.role === 'user') {
    const text = contentText(last.content).toLowerCase();
    if (ASKS_ABOUT_ORDER.test(text) && offeredTools.includes(LOOKUP_TOOL)) {
      return { kind: 'tool', name: LOOKUP_TOOL, arguments: '{}' };
    }
    if (ASKS_FOR_HUMAN.test(text) && offeredTools.includes(LIVE_AGENT_TOOL)) {
      return { kind: 'tool', name: LIVE_AGENT_TOOL, arguments: JSON.stringify({ reason: 'customer asked' }) };
    }
    return { kind: 'text', content: policyAnswer(text) };
  }
  return { kind: 'text', content: SANDBOX_ANSWERS.generic };
}
