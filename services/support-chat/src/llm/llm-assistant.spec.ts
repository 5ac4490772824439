import type OpenAI from 'openai';
import type { OrdersView } from '../assistant/builtin-assistant';
import { shopPolicies } from '../assistant/policies';
import { LlmAnswerError, LlmAssistant } from './llm-assistant';

type Reply = {
  content?: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
};

/** A chat-completions client that answers from a script and records what it was sent. */
function fakeClient(replies: Reply[]) {
  const sent: OpenAI.Chat.Completions.ChatCompletionCreateParams[] = [];
  const client = {
    chat: {
      completions: {
        create: async (params: OpenAI.Chat.Completions.ChatCompletionCreateParams) => {
          sent.push(structuredClone(params));
          const reply = replies.shift();
          if (!reply) throw new Error('no scripted reply');
          return { choices: [{ message: { role: 'assistant', content: null, ...reply } }] };
        },
      },
    },
  } as unknown as OpenAI;
  return { client, sent };
}

const call = (name: string, args = '{}') => ({
  id: `call_${name}`,
  type: 'function' as const,
  function: { name, arguments: args },
});

const request = (lookupOrders: () => Promise<OrdersView>) => ({
  customerName: 'Asha',
  history: [
    { role: 'user' as const, content: 'hi' },
    { role: 'assistant' as const, content: 'Hello!' },
  ],
  message: 'where is my order?',
  policies: shopPolicies(7),
  lookupOrders,
});

describe('model assistant', () => {
  it('runs the lookup for the session customer whatever arguments the model gives, then answers', async () => {
    const { client, sent } = fakeClient([
      { tool_calls: [call('lookup_my_orders', '{"userId":"someone-else"}')] },
      { content: 'Your order SR1 is shipped.' },
    ]);
    const lookup = jest.fn(async (): Promise<OrdersView> => ({ kind: 'ok', orders: [] }));
    const answer = await new LlmAssistant(client, 'm', 5000).answer(request(lookup));
    expect(answer).toEqual({
      response: 'Your order SR1 is shipped.',
      requestedLiveAgent: false,
      ordersUnavailable: false,
    });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith();
    const first = sent[0]!;
    expect(first.model).toBe('m');
    expect(first.messages[0]).toMatchObject({ role: 'system' });
    expect(String(first.messages[0]!.content)).toContain('free on orders over ₹500');
    expect(first.messages.slice(1)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'where is my order?' },
    ]);
    expect(first.tools?.map((tool) => (tool as { function: { name: string } }).function.name)).toEqual([
      'lookup_my_orders',
      'request_live_agent',
    ]);
    expect(sent[1]!.messages.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_lookup_my_orders',
      content: '{"orders":[]}',
    });
  });

  it('reports a live-agent request and unreachable orders', async () => {
    const { client } = fakeClient([
      { tool_calls: [call('lookup_my_orders'), call('request_live_agent')] },
      { content: 'Sorry, our team will contact you.' },
    ]);
    const answer = await new LlmAssistant(client, 'm', 5000).answer(
      request(async () => ({ kind: 'unavailable' })),
    );
    expect(answer).toEqual({
      response: 'Sorry, our team will contact you.',
      requestedLiveAgent: true,
      ordersUnavailable: true,
    });
  });

  it('an empty answer or endless tool calls are errors (the caller falls back)', async () => {
    const lookup = async (): Promise<OrdersView> => ({ kind: 'ok', orders: [] });
    await expect(
      new LlmAssistant(fakeClient([{ content: '  ' }]).client, 'm', 5000).answer(request(lookup)),
    ).rejects.toThrow(LlmAnswerError);
    const looping = fakeClient([1, 2, 3].map(() => ({ tool_calls: [call('lookup_my_orders')] })));
    await expect(new LlmAssistant(looping.client, 'm', 5000).answer(request(lookup))).rejects.toThrow(
      /still calling tools/,
    );
  });

  it('caps long stored messages before sending them', async () => {
    const { client, sent } = fakeClient([{ content: 'ok' }]);
    await new LlmAssistant(client, 'm', 5000).answer({
      ...request(async () => ({ kind: 'ok', orders: [] })),
      history: [{ role: 'user', content: 'x'.repeat(5000) }],
    });
    expect(String(sent[0]!.messages[1]!.content)).toHaveLength(2000);
  });
});
