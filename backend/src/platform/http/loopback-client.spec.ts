import type { Request } from 'express';
import { isLoopbackAddress, isLoopbackClient } from './loopback-client';

const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as Request;

describe('a loopback client', () => {
  it.each(['127.0.0.1', '127.45.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])(
    'is %s',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each([
    undefined,
    '',
    '192.0.2.2',
    '10.0.0.1',
    '::ffff:192.0.2.2',
    'fd00::2',
    '::',
    '0.0.0.0',
    '128.0.0.1',
    '127.0.0.1.example.com',
    'localhost',
  ])('is not %s', (address) => expect(isLoopbackAddress(address)).toBe(false));

  it('is decided by the socket, whatever the headers say', () => {
    expect(isLoopbackClient(request('127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(request('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(request('192.0.2.2'))).toBe(false);
    expect(isLoopbackClient(request('192.0.2.2', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLoopbackClient(request(undefined))).toBe(false);
  });

  it('is not a request a proxy on this machine forwards for someone else', () => {
    const local = (headers: Record<string, string>) => isLoopbackClient(request('::1', headers));
    expect(local({ 'x-forwarded-for': '127.0.0.1' })).toBe(true);
    expect(local({ 'x-forwarded-for': '127.0.0.1, ::1' })).toBe(true);
    expect(local({ 'x-forwarded-for': '203.0.113.9' })).toBe(false);
    expect(local({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe(false);
    expect(local({ 'x-forwarded-for': 'unknown' })).toBe(false);
    expect(local({ 'x-real-ip': '203.0.113.9' })).toBe(false);
    expect(local({ forwarded: 'for=127.0.0.1;proto=http, for="[::1]:4711"' })).toBe(true);
    expect(local({ forwarded: 'for="127.0.0.1:8080"' })).toBe(true);
    expect(local({ forwarded: 'proto=http;for=203.0.113.9' })).toBe(false);
    expect(local({ forwarded: 'for="[2001:db8::1]:4711"' })).toBe(false);
    expect(local({ forwarded: 'by=127.0.0.1' })).toBe(false);
  });
});
