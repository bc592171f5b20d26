import { type TestHttp } from '../../support/test-app';

export const SITE = 'http://localhost:3000';
export const SUCCESS_URL = `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`;
export const CANCEL_URL = `${SITE}/checkout`;

export function createSession(http: TestHttp, token: string, body: Record<string, unknown>) {
  return http
    .post('/api/payments/create-session')
    .set('Authorization', `Bearer ${token}`)
    .send({ success_url: SUCCESS_URL, cancel_url: CANCEL_URL, ...body });
}

/** The test checkout's own path for a session created by `createSession`. */
export function testCheckoutPath(url: string): string {
  return new URL(url).pathname;
}

/** Buys through the test checkout: create the session, then press Pay. Returns the session id. */
export async function buyWithTestCheckout(
  http: TestHttp,
  token: string,
  body: { price_id: string; mode: string; quantity?: number },
): Promise<string> {
  const session = await createSession(http, token, body);
  if (session.status !== 200)
    throw new Error(`create-session failed: ${session.status} ${JSON.stringify(session.body)}`);
  const { url, sessionId } = session.body.data as { url: string; sessionId: string };
  const paid = await http.post(`${testCheckoutPath(url)}/pay`);
  if (paid.status !== 303)
    throw new Error(`pay failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return sessionId;
}

export function billingTransactions(http: TestHttp, token: string) {
  return http.get('/api/billing/transactions').set('Authorization', `Bearer ${token}`);
}
