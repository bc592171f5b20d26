import { describe, expect, it } from 'vitest';
import { isCheckoutUrl, readCheckoutSession } from './checkout-session';

const URL_A = 'https://checkout.stripe.com/c/pay/cs_test_a1';

describe('readCheckoutSession', () => {
  it('reads url and sessionId from data', () => {
    expect(readCheckoutSession({ success: true, data: { url: URL_A, sessionId: 'cs_1' } })).toEqual(
      { url: URL_A, sessionId: 'cs_1' },
    );
  });

  it.each([
    ['checkout_url', 'session_id'],
    ['redirect_url', 'id'],
  ])('accepts the alternate names %s and %s in data', (urlField, idField) => {
    expect(readCheckoutSession({ data: { [urlField]: URL_A, [idField]: 'cs_2' } })).toEqual({
      url: URL_A,
      sessionId: 'cs_2',
    });
  });

  it.each([
    ['url', 'sessionId'],
    ['checkout_url', 'session_id'],
    ['redirect_url', 'id'],
  ])('accepts %s and %s at the top level', (urlField, idField) => {
    expect(readCheckoutSession({ success: true, [urlField]: URL_A, [idField]: 'cs_3' })).toEqual({
      url: URL_A,
      sessionId: 'cs_3',
    });
  });

  it('prefers data over the top level, and url over its alternates', () => {
    expect(
      readCheckoutSession({
        url: 'https://top.example/pay',
        data: { redirect_url: 'https://alt.example/pay', url: URL_A, id: 'x', sessionId: 'cs_4' },
      }),
    ).toEqual({ url: URL_A, sessionId: 'cs_4' });
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['empty strings', { data: { url: '', sessionId: '' } }],
    ['values that are not strings', { data: { url: 42, sessionId: { id: 'cs' } } }],
    ['a body that is a string', 'https://checkout.example/pay'],
  ])('finds nothing in %s', (_case, answer) => {
    expect(readCheckoutSession(answer)).toEqual({ url: null, sessionId: null });
  });
});

describe('isCheckoutUrl', () => {
  it.each([
    URL_A,
    'http://127.0.0.1:3100/api/payments/test-checkout/0b9a7c1e',
    'HTTPS://CHECKOUT.EXAMPLE/pay',
  ])('follows %s', (url) => {
    expect(isCheckoutUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<h1>pay</h1>',
    'ftp://files.example/pay',
    '/api/payments/test-checkout/0b9a7c1e',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isCheckoutUrl(url)).toBe(false);
  });
});
