import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat keys, e.g. `line_items[0][price]`. */
  form: Record<string, string>;
  /** The query string's parameters (a list's filters). */
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface FakeSubscription {
  id: string;
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  userId: string;
}

/** A payment taken: a payment intent, and the invoice it paid for a subscription. */
export interface FakePayment {
  amountCents: number;
  invoice?: string;
  refunded: boolean;
}

export interface FakeRefund {
  id: string;
  paymentIntent: string;
  amountCents: number;
  reason: string;
}

export const WEBHOOK_SECRET = 'whsec_fake_stripe_secret';
export const CREDIT_PRICE_ID = 'price_credit_fake';
export const PRO_PRICE_ID = 'price_pro_fake';

/**
 * A local HTTP server standing in for Stripe's API, reached by the real `stripe` SDK through its
 * host, port and protocol settings. It records each request and answers the few resources the
 * billing module uses: prices, Checkout Sessions, subscriptions, invoice payments and refunds. As
 * Stripe does, a request repeating an Idempotency-Key gets the first answer again and changes
 * nothing.
 */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  readonly prices = new Map<string, number>([
    [CREDIT_PRICE_ID, 999],
    [PRO_PRICE_ID, 50000],
  ]);
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Payments taken, by payment intent id. */
  readonly payments = new Map<string, FakePayment>();
  readonly refunds: FakeRefund[] = [];
  /** Answer every request with this HTTP status (Stripe down), when set. */
  failWith?: number;
  private server?: Server;
  private sessions = 0;
  private readonly signer = new Stripe('sk_test_signer');
  private readonly answered = new Map<string, { status: number; body: object }>();

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
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, form, query, headers: request.headers });
    const idempotencyKey = request.headers['idempotency-key'];
    const key = typeof idempotencyKey === 'string' ? `${method} ${idempotencyKey}` : undefined;
    const send = (status: number, body: object) => {
      if (key && status < 500 && !this.answered.has(key)) this.answered.set(key, { status, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const replay = key ? this.answered.get(key) : undefined;
    if (replay) return send(replay.status, replay.body);
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
      if (method === 'DELETE') {
        if (subscription.status === 'canceled')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Subscription already canceled' },
          });
        subscription.status = 'canceled';
      }
      return send(200, this.subscriptionObject(subscription));
    }
    if (url.pathname === '/v1/invoice_payments' && method === 'GET') {
      const paid = [...this.payments].filter(
        ([, payment]) => payment.invoice === query.invoice && query.status === 'paid',
      );
      return send(200, {
        object: 'list',
        url: '/v1/invoice_payments',
        has_more: false,
        data: paid.map(([paymentIntent, payment]) => ({
          id: `inpay_${paymentIntent}`,
          object: 'invoice_payment',
          invoice: payment.invoice,
          amount_paid: payment.amountCents,
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
        })),
      });
    }
    if (url.pathname === '/v1/refunds' && method === 'POST') {
      const payment = this.payments.get(form.payment_intent);
      if (!payment) return missing(`No such payment_intent: '${form.payment_intent}'`);
      if (payment.refunded)
        return send(400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded' },
        });
      payment.refunded = true;
      const refund: FakeRefund = {
        id: `re_fake_${this.refunds.length + 1}`,
        paymentIntent: form.payment_intent,
        amountCents: payment.amountCents,
        reason: form.reason,
      };
      this.refunds.push(refund);
      return send(200, {
        id: refund.id,
        object: 'refund',
        amount: refund.amountCents,
        payment_intent: refund.paymentIntent,
        reason: refund.reason,
        status: 'succeeded',
      });
    }
    return missing('Unknown path');
  }
}
