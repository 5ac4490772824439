import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { type SameOriginRules, checkSameOrigin } from './same-origin.guard';

const rules: SameOriginRules = { publicOrigin: 'https://shop.example.in', trustLoopback: false };
const request = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers }) as unknown as Request;
const json = { 'content-type': 'application/json', 'content-length': '2' };

describe('checkSameOrigin', () => {
  it('lets reads through whatever they carry', () => {
    expect(() => checkSameOrigin(request('GET', { origin: 'https://evil.example' }), rules)).not.toThrow();
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s needs the shop origin when an Origin is sent', (method) => {
    expect(() =>
      checkSameOrigin(request(method, { ...json, origin: 'https://shop.example.in' }), rules),
    ).not.toThrow();
    expect(() => checkSameOrigin(request(method, json), rules)).not.toThrow();
    expect(() =>
      checkSameOrigin(request(method, { ...json, origin: 'https://evil.example' }), rules),
    ).toThrow(ForbiddenException);
    expect(() =>
      checkSameOrigin(request(method, { ...json, origin: 'http://shop.example.in' }), rules),
    ).toThrow(ForbiddenException);
  });

  it('accepts JSON (with charset or a +json type) or no body at all', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/merge-patch+json',
    ]) {
      expect(() => checkSameOrigin(request('POST', { 'content-type': type }), rules)).not.toThrow();
    }
    expect(() => checkSameOrigin(request('POST', { 'content-length': '0' }), rules)).not.toThrow();
  });

  it('refuses other content types and an untyped body with 415', () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/jsonp',
    ]) {
      expect(() => checkSameOrigin(request('POST', { 'content-type': type }), rules)).toThrow(
        UnsupportedMediaTypeException,
      );
    }
    expect(() => checkSameOrigin(request('POST', { 'content-length': '12' }), rules)).toThrow(
      UnsupportedMediaTypeException,
    );
    expect(() => checkSameOrigin(request('POST', { 'transfer-encoding': 'chunked' }), rules)).toThrow(
      UnsupportedMediaTypeException,
    );
  });

  it('trusts pages on this machine only outside production', () => {
    const dev = { ...rules, trustLoopback: true };
    for (const origin of ['http://localhost:3302', 'http://127.0.0.1:3300', 'http://[::1]:3300']) {
      expect(() => checkSameOrigin(request('POST', { ...json, origin }), dev)).not.toThrow();
      expect(() => checkSameOrigin(request('POST', { ...json, origin }), rules)).toThrow(ForbiddenException);
    }
    expect(() =>
      checkSameOrigin(request('POST', { ...json, origin: 'http://localhost.evil.example' }), dev),
    ).toThrow(ForbiddenException);
  });
});
