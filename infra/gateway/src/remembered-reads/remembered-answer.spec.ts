import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { bodyFor, encodingChooser, rememberAnswer, rememberable } from './remembered-answer';

const upstream = (statusCode: number, headers: IncomingHttpHeaders) =>
  ({ statusCode, headers }) as unknown as IncomingMessage;

const catalogHeaders: IncomingHttpHeaders = {
  'x-request-id': 'r-1',
  'x-catalogue-version': 'tag-1',
  'cache-control': 'no-cache',
  etag: '"abc"',
  'content-type': 'application/json; charset=utf-8',
  'content-length': '2000',
  date: 'Thu, 26 Nov 2026 05:00:00 GMT',
  connection: 'keep-alive',
  'keep-alive': 'timeout=5',
};

describe('what the gateway remembers of a catalog answer', () => {
  it('a 200 carrying a version tag, whole and unencoded, setting no cookie, not private', () => {
    expect(rememberable(upstream(200, catalogHeaders))).toBe('tag-1');
    expect(rememberable(upstream(404, catalogHeaders))).toBeUndefined();
    expect(rememberable(upstream(400, catalogHeaders))).toBeUndefined();
    expect(rememberable(upstream(304, catalogHeaders))).toBeUndefined();
    const without = (name: string) =>
      Object.fromEntries(Object.entries(catalogHeaders).filter(([n]) => n !== name));
    expect(rememberable(upstream(200, without('x-catalogue-version')))).toBeUndefined();
    expect(rememberable(upstream(200, without('content-length')))).toBeUndefined();
    expect(rememberable(upstream(200, { ...catalogHeaders, 'set-cookie': ['fg.sid=x'] }))).toBeUndefined();
    expect(rememberable(upstream(200, { ...catalogHeaders, 'content-encoding': 'gzip' }))).toBeUndefined();
    expect(rememberable(upstream(200, { ...catalogHeaders, 'cache-control': 'private' }))).toBeUndefined();
    expect(rememberable(upstream(200, { ...catalogHeaders, 'cache-control': 'no-store' }))).toBeUndefined();
  });

  it('keeps the headers the proxy copies, not those of one request or connection', () => {
    const answer = rememberAnswer('tag-1', catalogHeaders, Buffer.alloc(2000, 'x'), () => true);
    expect(Object.fromEntries(answer.headers)).toEqual({
      'cache-control': 'no-cache',
      etag: '"abc"',
      'content-type': 'application/json; charset=utf-8',
      'content-length': '2000',
    });
    expect(Object.fromEntries(answer.notModifiedHeaders)).toEqual({
      'cache-control': 'no-cache',
      etag: '"abc"',
    });
    expect(answer.vary).toBe('Accept-Encoding');
    expect(answer.encodable).toBe(true);
  });

  it('follows compression: nothing below its threshold, under no-transform or of a type it skips', () => {
    const small = rememberAnswer('t', catalogHeaders, Buffer.alloc(1023, 'x'), () => true);
    expect([small.encodable, small.vary]).toEqual([false, 'Accept-Encoding']);
    const noTransform = rememberAnswer(
      't',
      { ...catalogHeaders, 'cache-control': 'public, no-transform' },
      Buffer.alloc(2000, 'x'),
      () => true,
    );
    expect([noTransform.encodable, noTransform.vary]).toEqual([false, undefined]);
    const skipped = rememberAnswer('t', catalogHeaders, Buffer.alloc(2000, 'x'), () => false);
    expect([skipped.encodable, skipped.vary]).toEqual([false, undefined]);
  });

  it('chooses the encoding compression would, and makes each one once', () => {
    const choose = encodingChooser();
    expect(choose(undefined)).toBe('identity');
    expect(choose('gzip, deflate, br, zstd')).toBe('br');
    expect(choose('gzip')).toBe('gzip');
    expect(choose('deflate')).toBe('deflate');
    expect(choose('compress')).toBe('identity');
    const answer = rememberAnswer('t', catalogHeaders, Buffer.alloc(2000, 'x'), () => true);
    const first = bodyFor(answer, 'gzip');
    expect(first.encoding).toBe('gzip');
    expect(first.grew).toBe(first.body.length);
    expect(gunzipSync(first.body).equals(answer.body)).toBe(true);
    const again = bodyFor(answer, 'gzip');
    expect([again.body, again.grew]).toEqual([first.body, 0]);
    expect(bodyFor(answer, 'identity')).toEqual({ body: answer.body, encoding: undefined, grew: 0 });
  });
});
