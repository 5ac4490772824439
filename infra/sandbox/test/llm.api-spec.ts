import { sandboxForTests } from './support/sandbox-for-tests';

describe('sandbox LLM stand-in (OpenAI chat completions)', () => {
  const sandbox = sandboxForTests();
  const auth = { authorization: 'Bearer sandbox-llm-key' };
  const tools = [
    {
      type: 'function',
      function: { name: 'lookup_my_orders', parameters: { type: 'object', properties: {} } },
    },
  ];

  const complete = (body: object) => sandbox.http().post('/llm/v1/chat/completions').set(auth).send(body);

  it('answers a tool call, then text from the tool result', async () => {
    const first = await complete({
      model: 'sandbox-llm',
      messages: [{ role: 'user', content: 'Where is my order?' }],
      tools,
    }).expect(200);
    expect(first.body).toMatchObject({
      object: 'chat.completion',
      model: 'sandbox-llm',
      choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: null } }],
    });
    const call = first.body.choices[0].message.tool_calls[0];
    expect(call).toMatchObject({ type: 'function', function: { name: 'lookup_my_orders', arguments: '{}' } });
    expect(first.body.usage.total_tokens).toBeGreaterThan(0);

    const second = await complete({
      model: 'sandbox-llm',
      messages: [
        { role: 'user', content: 'Where is my order?' },
        first.body.choices[0].message,
        {
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify({ orders: [{ orderNumber: 'SR77', status: 'pending' }] }),
        },
      ],
      tools,
    }).expect(200);
    expect(second.body.choices[0]).toMatchObject({
      finish_reason: 'stop',
      message: { role: 'assistant', content: 'Your latest order SR77 is pending.' },
    });
  });

  it('answers a policy question in text', async () => {
    const res = await complete({
      model: 'm',
      messages: [{ role: 'user', content: 'Is shipping free?' }],
    }).expect(200);
    expect(res.body.choices[0].message.content).toContain('₹500');
  });

  it('refuses streaming, a missing model, bad messages, malformed JSON and a missing key', async () => {
    const stream = await complete({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'hi' }],
    }).expect(400);
    expect(stream.body.error).toMatchObject({ param: 'stream', type: 'invalid_request_error' });
    expect(stream.body.error.message).toMatch(/Streaming is not supported/);
    await complete({ messages: [{ role: 'user', content: 'hi' }] }).expect(400);
    await complete({ model: 'm', messages: [] }).expect(400);
    await complete({ model: 'm', messages: [{ role: 'wizard', content: 'hi' }] }).expect(400);
    await sandbox
      .http()
      .post('/llm/v1/chat/completions')
      .set(auth)
      .set('content-type', 'application/json')
      .send('{"model":')
      .expect(400);
    await sandbox
      .http()
      .post('/llm/v1/chat/completions')
      .send({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
      .expect(401);
  });

  it('lists its model', async () => {
    const res = await sandbox.http().get('/llm/v1/models').set(auth).expect(200);
    expect(res.body.data[0].id).toBe('sandbox-llm');
  });

  it('honours the llm fault', async () => {
    await sandbox.http().post('/sandbox/faults').send({ service: 'llm', mode: 'fail' }).expect(200);
    await complete({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }).expect(503);
  });
});
