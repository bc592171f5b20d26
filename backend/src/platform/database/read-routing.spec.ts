import type { IncomingMessage, ServerResponse } from 'node:http';
import { mayReadReplica, READ_PRIMARY_COOKIE, readRoutingMiddleware } from './read-routing';

/** Runs the middleware on a request, answering where its reads go and the cookies it set. */
function route(method: string, cookie?: string): { replica: boolean; setCookies: string[] } {
  const setCookies: string[] = [];
  const request = { method, headers: cookie === undefined ? {} : { cookie } } as IncomingMessage;
  const response = {
    appendHeader: (name: string, value: string) => {
      if (name === 'Set-Cookie') setCookies.push(value);
    },
  } as unknown as ServerResponse;
  let replica = false;
  readRoutingMiddleware(10)(request, response, () => {
    replica = mayReadReplica();
  });
  return { replica, setCookies };
}

describe('read routing', () => {
  it('lets a read without the marker read the replica, and nothing outside a request', () => {
    expect(route('GET')).toEqual({ replica: true, setCookies: [] });
    expect(route('HEAD', 'theme=dark').replica).toBe(true);
    expect(mayReadReplica()).toBe(false);
  });

  it('sends a read that carries the marker of a recent write to the primary', () => {
    expect(route('GET', `theme=dark; ${READ_PRIMARY_COOKIE}=1`).replica).toBe(false);
    expect(route('GET', `${READ_PRIMARY_COOKIE}=10`).replica).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'reads the primary during a %s, whose answer sets the marker for the seconds configured',
    (method) => {
      expect(route(method)).toEqual({
        replica: false,
        setCookies: [`${READ_PRIMARY_COOKIE}=1; Max-Age=10; Path=/; HttpOnly; SameSite=Lax`],
      });
    },
  );

  it('neither marks nor reads the replica for an OPTIONS preflight', () => {
    expect(route('OPTIONS')).toEqual({ replica: false, setCookies: [] });
  });
});
