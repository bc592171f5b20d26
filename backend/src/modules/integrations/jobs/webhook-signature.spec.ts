import { createHmac } from 'node:crypto';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature';

const secret = 'whsec_test';
const body = '{"id":"evt","type":"listing.sold"}';

describe('webhook signatures', () => {
  it('signs "timestamp.body" with HMAC-SHA256, as Stripe does', () => {
    const expected = createHmac('sha256', secret).update(`1780000000.${body}`).digest('hex');
    expect(webhookSignature(secret, 1780000000, body)).toBe(`t=1780000000,v1=${expected}`);
  });

  it('verifies its own signature, and refuses another body, secret or an old timestamp', () => {
    const header = webhookSignature(secret, 1780000000, body);
    expect(verifyWebhookSignature(secret, header, body, 1780000010)).toBe(true);
    expect(verifyWebhookSignature(secret, header, `${body} `, 1780000010)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', header, body, 1780000010)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, 1780000000 + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, 'v1=abc', body, 1780000000)).toBe(false);
  });
});
