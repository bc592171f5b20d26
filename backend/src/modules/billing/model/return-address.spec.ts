import { resolveReturnAddress } from './return-address';

const SITE = { siteUrl: 'http://localhost:3000', allowedOrigins: ['http://localhost:5173'] };

describe('a checkout return address', () => {
  it.each([
    [
      '/success?session_id={CHECKOUT_SESSION_ID}',
      'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
    ],
    ['/checkout?plan=pro#plans', 'http://localhost:3000/checkout?plan=pro#plans'],
    ['/', 'http://localhost:3000/'],
    ['http://localhost:3000/billing', 'http://localhost:3000/billing'],
    ['http://localhost:5173/checkout', 'http://localhost:5173/checkout'],
  ])('%s returns to %s', (value, address) => {
    expect(resolveReturnAddress('success_url', value, SITE)).toEqual({ address });
  });

  it('puts a path after a SITE_URL that has a path of its own', () => {
    expect(
      resolveReturnAddress('cancel_url', '/checkout', {
        siteUrl: 'https://example.com/market',
        allowedOrigins: [],
      }),
    ).toEqual({ address: 'https://example.com/market/checkout' });
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example/steal',
    'https://evil.example/steal',
    'http://127.0.0.1:3000/success',
    'javascript:alert(1)',
    'success',
    '',
  ])('refuses %j: the buyer could be sent elsewhere', (value) => {
    expect(resolveReturnAddress('success_url', value, SITE)).toEqual({
      refused: 'success_url must be a path or an address of this site',
    });
  });
});
