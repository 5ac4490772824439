import { apiCall, apiLoadOrNull, apiRequest, HttpError, serverMessage } from './http';

const schema = { parse: (data: unknown) => data as { ok: boolean } };

function respond(status: number, body: string, statusText = '') {
  return jest.fn(
    async (_path: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body || null, { status, statusText }),
  );
}

describe('API client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('always sends cookies and no body or content type without a payload', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    globalThis.fetch = fetchMock;
    await expect(apiRequest('/api/x', schema)).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      body: undefined,
      headers: undefined,
    });
  });

  it('sends JSON with its content type when there is a payload', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    globalThis.fetch = fetchMock;
    await apiRequest('/api/x', schema, { method: 'POST', body: { phone: '9876543210' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"phone":"9876543210"}');
  });

  it('adds the caller headers next to the JSON content type', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    globalThis.fetch = fetchMock;
    await apiRequest('/api/x', schema, {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'k-12345678' },
    });
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({
      'Idempotency-Key': 'k-12345678',
      'Content-Type': 'application/json',
    });
  });

  it('throws "<status>: <body text>" on failure', async () => {
    globalThis.fetch = respond(400, '{"message":"phone: Please enter a valid phone number"}', 'Bad Request');
    const error = await apiCall('/api/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('400: {"message":"phone: Please enter a valid phone number"}');
    expect(serverMessage(error)).toBe('phone: Please enter a valid phone number');
  });

  it('falls back to the status text when the body is empty', async () => {
    globalThis.fetch = respond(503, '', 'Service Unavailable');
    await expect(apiRequest('/api/x', schema)).rejects.toThrow('503: Service Unavailable');
  });

  it('turns a 401 into an empty result only when asked', async () => {
    globalThis.fetch = respond(401, 'Unauthorized');
    await expect(apiLoadOrNull('/api/x', schema)).resolves.toBeNull();
    await expect(apiRequest('/api/x', schema)).rejects.toThrow('401: Unauthorized');
  });

  it('parses the answer with the given schema', async () => {
    globalThis.fetch = respond(200, '{"ok":"yes"}');
    const strict = {
      parse: (data: unknown) => {
        if (typeof (data as { ok: unknown }).ok !== 'boolean') throw new Error('ok: expected boolean');
        return data as { ok: boolean };
      },
    };
    await expect(apiRequest('/api/x', strict)).rejects.toThrow('ok: expected boolean');
  });
});
