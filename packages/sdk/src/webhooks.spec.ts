import { createHmac } from 'node:crypto';
import { verifyWebhookSignature } from './webhooks';

const SECRET = 'whsec_test_secret';
const NOW = 1_800_000_000;
const BODY = '{"type":"listing.sold","data":{"listingId":"5f0c","price":450}}';

/** The signature as the sender makes it, with Node's own HMAC (not the code under test). */
function signatureHeader(body: string, timestamp = NOW, secret = SECRET): string {
  const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${hex}`;
}

const verify = (header: string | undefined, rawBody: string | Uint8Array = BODY) =>
  verifyWebhookSignature({ rawBody, header, secret: SECRET, now: NOW });

describe('verifyWebhookSignature', () => {
  it('accepts a delivery signed with the secret over `${t}.${rawBody}`', async () => {
    await expect(verify(signatureHeader(BODY))).resolves.toBe(true);
    await expect(verify(signatureHeader(BODY), new TextEncoder().encode(BODY))).resolves.toBe(true);
  });

  it('refuses a body changed after signing, and another secret', async () => {
    await expect(verify(signatureHeader(BODY), BODY.replace('450', '45'))).resolves.toBe(false);
    await expect(verify(signatureHeader(BODY, NOW, 'another secret'))).resolves.toBe(false);
  });

  it('refuses a signature more than five minutes from now, either way', async () => {
    await expect(verify(signatureHeader(BODY, NOW - 300))).resolves.toBe(true);
    await expect(verify(signatureHeader(BODY, NOW - 301))).resolves.toBe(false);
    await expect(verify(signatureHeader(BODY, NOW + 301))).resolves.toBe(false);
  });

  it('refuses a timestamp changed after signing', async () => {
    const header = signatureHeader(BODY).replace(`t=${NOW}`, `t=${NOW + 1}`);
    await expect(verify(header)).resolves.toBe(false);
  });

  it('accepts when any of several v1 signatures matches (a secret being rolled)', async () => {
    const good = signatureHeader(BODY).split('v1=')[1];
    await expect(verify(`t=${NOW},v1=${'ab'.repeat(32)},v1=${good}`)).resolves.toBe(true);
  });

  it('refuses a missing or malformed header', async () => {
    for (const header of [
      undefined,
      '',
      'v1=abcd',
      `t=${NOW}`,
      `t=soon,v1=abcd`,
      `t=${NOW},v1=xyz`,
    ])
      await expect(verify(header)).resolves.toBe(false);
  });
});
