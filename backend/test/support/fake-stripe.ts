import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat keys, e.g. `line_items[0][price]`. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface FakeSubscription {
  id: string;
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  userId: string;
}

export const WEBHOOK_SECRET = 'whsec_fake_stripe_secret';
export const CREDIT_PRICE_ID = 'price_credit_fake';
export const PRO_PRICE_ID = 'price_pro_fake';

/**
 * A local HTTP server standing in for Stripe's API, reached by the real `stripe` SDK through its
 * host, port and protocol settings. It records each request and answers the few resources the
 * billing module uses: prices, Checkout Sessions and subscriptions.
 */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  readonly prices = new Map<string, number>([
    [CREDIT_PRICE_ID, 999],
    [PRO_PRICE_ID, 50000],
  ]);
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Answer every request with this HTTP status (Stripe down), when set. */
  failWith?: number;
  private server?: Server;
  private sessions = 0;
  private readonly signer = new Stripe('sk_test_signer');

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void this.answer(request, response);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The environment that points the app's Stripe adapter at this server. */
  env(url: string): NodeJS.ProcessEnv {
    return {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CREDIT_PRICE_ID: CREDIT_PRICE_ID,
      STRIPE_PRO_PRICE_ID: PRO_PRICE_ID,
      STRIPE_API_URL: url,
    };
  }

  requestsTo(method: string, path: string): StripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** A webhook delivery: the JSON body and the Stripe-Signature header made with the secret. */
  signedEvent(type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    return {
      payload,
      signature: this.signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };
  }

  subscriptionObject(subscription: FakeSubscription) {
    return {
      id: subscription.id,
      object: 'subscription',
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      metadata: { user_id: subscription.userId },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id}`,
            object: 'subscription_item',
            current_period_end: Math.floor(subscription.currentPeriodEnd.getTime() / 1000),
          },
        ],
      },
    };
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, form, headers: request.headers });
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const missing = (message: string) =>
      send(404, { error: { type: 'invalid_request_error', message } });
    if (this.failWith)
      return send(this.failWith, { error: { type: 'api_error', message: 'Stripe is down' } });

    const [, version, resource, id] = url.pathname.split('/');
    if (version !== 'v1') return missing('Unknown path');
    if (resource === 'prices' && method === 'GET') {
      const amount = this.prices.get(id);
      if (amount === undefined) return missing(`No such price: '${id}'`);
      return send(200, { id, object: 'price', unit_amount: amount, currency: 'usd' });
    }
    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      this.sessions += 1;
      const sessionId = `cs_test_fake_${this.sessions}`;
      return send(200, {
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        client_reference_id: form.client_reference_id,
      });
    }
    if (resource === 'subscriptions') {
      const subscription = this.subscriptions.get(id);
      if (!subscription) return missing(`No such subscription: '${id}'`);
      if (method === 'POST' && form.cancel_at_period_end === 'true')
        subscription.cancelAtPeriodEnd = true;
      return send(200, this.subscriptionObject(subscription));
    }
    return missing('Unknown path');
  }
}
