import {
  answerFromOrders,
  contentText,
  LIVE_AGENT_TOOL,
  LOOKUP_TOOL,
  nextTurn,
  SANDBOX_ANSWERS,
} from './llm-rules';

const tools = [LOOKUP_TOOL, LIVE_AGENT_TOOL];
const orders = JSON.stringify({
  orders: [
    {
      orderNumber: 'SR1001',
      status: 'shipped',
      shipmentStatus: 'IN TRANSIT',
      courierName: 'Delhivery',
      trackingUrl: 'https://t.example/1',
    },
    { orderNumber: 'SR0999', status: 'delivered' },
  ],
});

describe('sandbox LLM rules', () => {
  it('asks for the order lookup when the customer asks about an order', () => {
    expect(
      nextTurn(
        [
          { role: 'system', content: 'x' },
          { role: 'user', content: 'Where is my order?' },
        ],
        tools,
      ),
    ).toEqual({
      kind: 'tool',
      name: LOOKUP_TOOL,
      arguments: '{}',
    });
  });

  it('answers from the tool result with the latest order number and status', () => {
    const turn = nextTurn(
      [
        { role: 'user', content: 'track my order' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function', function: { name: LOOKUP_TOOL } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: orders },
      ],
      tools,
    );
    expect(turn).toEqual({
      kind: 'text',
      content:
        'Your latest order SR1001 is shipped. Shipment: IN TRANSIT with Delhivery. Track it at https://t.example/1',
    });
  });

  it('no orders and unreachable orders', () => {
    expect(answerFromOrders('{"orders":[]}')).toBe(SANDBOX_ANSWERS.noOrders);
    expect(answerFromOrders('{"error":"orders_unavailable"}')).toBe(SANDBOX_ANSWERS.ordersUnavailable);
    expect(answerFromOrders('not json')).toBe(SANDBOX_ANSWERS.ordersUnavailable);
  });

  it('without the tool on offer it answers in text', () => {
    expect(nextTurn([{ role: 'user', content: 'where is my order' }], []).kind).toBe('text');
  });

  it('asks for a live agent when the customer wants a person, and confirms after the tool', () => {
    expect(nextTurn([{ role: 'user', content: 'I want a human' }], tools)).toMatchObject({
      kind: 'tool',
      name: LIVE_AGENT_TOOL,
    });
    expect(
      nextTurn(
        [
          { role: 'user', content: 'I want a human' },
          {
            role: 'assistant',
            tool_calls: [{ id: 'c', type: 'function', function: { name: LIVE_AGENT_TOOL } }],
          },
          { role: 'tool', tool_call_id: 'c', content: '{}' },
        ],
        tools,
      ),
    ).toEqual({ kind: 'text', content: SANDBOX_ANSWERS.liveAgent });
  });

  it.each([
    ['Is shipping free?', SANDBOX_ANSWERS.shipping],
    ['Can I pay by UPI?', SANDBOX_ANSWERS.payment],
    ['How do returns work?', SANDBOX_ANSWERS.returns],
    ['hello', SANDBOX_ANSWERS.generic],
  ])('short policy answers: %s', (question, answer) => {
    expect(nextTurn([{ role: 'user', content: question }], tools)).toEqual({ kind: 'text', content: answer });
  });

  it('reads content given as a list of text parts', () => {
    expect(
      contentText([
        { type: 'text', text: 'where is' },
        { type: 'text', text: 'my order' },
      ]),
    ).toBe('where is my order');
    expect(
      nextTurn([{ role: 'user', content: [{ type: 'text', text: 'track my parcel' }] }], tools).kind,
    ).toBe('tool');
  });
});
