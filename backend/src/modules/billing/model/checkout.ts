import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { CheckoutNotOpenError } from './billing.errors';
import {
  type CheckoutEvent,
  type CheckoutStarted,
  checkoutStreamId,
  type PaymentProviderName,
} from './checkout.events';
import { PRO_CREDITS_PER_YEAR, type ProductId } from './products';

/** `refunded`: paid at the provider, refused (already Pro), the money given back. */
export type CheckoutStatus = 'none' | 'open' | 'completed' | 'cancelled' | 'refunded';

export interface Checkout {
  status: CheckoutStatus;
  started?: CheckoutStarted['data'];
}

export type CheckoutCommand =
  | {
      type: 'StartCheckout';
      checkoutId: string;
      userId: string;
      product: ProductId;
      quantity: number;
      amountCents: number;
      provider: PaymentProviderName;
      successUrl: string;
      cancelUrl: string;
      now: Date;
    }
  /**
   * The provider took the money. Applying it to a completed (or refunded) checkout decides
   * nothing, so a payment delivered many times is recorded once.
   */
  | {
      type: 'CompleteCheckout';
      transactionId: string;
      /** What the provider charged, when it says; the started amount otherwise. */
      amountCents?: number;
      paymentRef: string;
      periodEnd: Date | null;
      now: Date;
    }
  | { type: 'CancelCheckout'; now: Date }
  /**
   * A Pro checkout the provider charged for although the buyer was already Pro: its subscription
   * has been cancelled and its payment refunded there. Refunding twice is the same as once.
   */
  | {
      type: 'RefundDuplicateSubscription';
      subscriptionRef: string;
      paymentRef: string;
      refundRef: string;
      amountCents: number;
      now: Date;
    };

export const initialCheckout = (): Checkout => ({ status: 'none' });

export function evolve(checkout: Checkout, event: CheckoutEvent): Checkout {
  switch (event.type) {
    case 'billing.CheckoutStarted':
      return { status: 'open', started: event.data };
    case 'billing.CheckoutCompleted':
      return { ...checkout, status: 'completed' };
    case 'billing.CheckoutCancelled':
      return { ...checkout, status: 'cancelled' };
    case 'billing.PaymentRefunded':
      return { ...checkout, status: 'refunded' };
    case 'billing.PaymentRecorded':
    case 'billing.DuplicateSubscriptionCancelled':
      return checkout;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: CheckoutCommand, checkout: Checkout): CheckoutEvent[] {
  switch (command.type) {
    case 'StartCheckout':
      if (checkout.status !== 'none') return [];
      return [
        {
          type: 'billing.CheckoutStarted',
          data: {
            checkoutId: command.checkoutId,
            userId: command.userId,
            product: command.product,
            quantity: command.quantity,
            amountCents: command.amountCents,
            provider: command.provider,
            successUrl: command.successUrl,
            cancelUrl: command.cancelUrl,
            startedAt: command.now.toISOString(),
          },
        },
      ];
    case 'CompleteCheckout': {
      if (checkout.status === 'completed' || checkout.status === 'refunded') return [];
      const started = checkout.started;
      if (checkout.status !== 'open' || !started) throw new CheckoutNotOpenError();
      const at = command.now.toISOString();
      return [
        {
          type: 'billing.CheckoutCompleted',
          data: {
            checkoutId: started.checkoutId,
            userId: started.userId,
            transactionId: command.transactionId,
            completedAt: at,
          },
        },
        {
          type: 'billing.PaymentRecorded',
          data: {
            transactionId: command.transactionId,
            userId: started.userId,
            type: started.product === 'pro' ? 'pro_membership' : 'listing_fee',
            product: started.product,
            amountCents: command.amountCents ?? started.amountCents,
            creditsPurchased: creditsBought(started),
            paymentRef: command.paymentRef,
            provider: started.provider,
            periodEnd: command.periodEnd?.toISOString() ?? null,
            recordedAt: at,
          },
        },
      ];
    }
    case 'CancelCheckout':
      if (checkout.status === 'cancelled') return [];
      if (checkout.status !== 'open' || !checkout.started) throw new CheckoutNotOpenError();
      return [
        {
          type: 'billing.CheckoutCancelled',
          data: {
            checkoutId: checkout.started.checkoutId,
            userId: checkout.started.userId,
            cancelledAt: command.now.toISOString(),
          },
        },
      ];
    case 'RefundDuplicateSubscription':
      return refundDuplicate(command, checkout);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function refundDuplicate(
  command: Extract<CheckoutCommand, { type: 'RefundDuplicateSubscription' }>,
  checkout: Checkout,
): CheckoutEvent[] {
  if (checkout.status === 'refunded') return [];
  const started = checkout.started;
  if (checkout.status !== 'open' || !started) throw new CheckoutNotOpenError();
  const at = command.now.toISOString();
  const { checkoutId, userId } = started;
  return [
    {
      type: 'billing.DuplicateSubscriptionCancelled',
      data: { checkoutId, userId, subscriptionRef: command.subscriptionRef, cancelledAt: at },
    },
    {
      type: 'billing.PaymentRefunded',
      data: {
        checkoutId,
        userId,
        paymentRef: command.paymentRef,
        refundRef: command.refundRef,
        amountCents: command.amountCents,
        provider: started.provider,
        reason: 'duplicate_subscription',
        refundedAt: at,
      },
    },
  ];
}

/** Credits a completed checkout grants: one per credit bought, or a Pro year's allocation. */
export function creditsBought(started: CheckoutStarted['data']): number {
  return started.product === 'pro' ? PRO_CREDITS_PER_YEAR : started.quantity;
}

export const checkoutDecider: Decider<CheckoutCommand, CheckoutEvent, Checkout> = {
  initialState: initialCheckout,
  evolve,
  decide,
};

/** A checkout's `checkout-<id>` stream. */
export function checkoutStream(checkoutId: string): CommandStream<Checkout, CheckoutEvent> {
  return streamOf(checkoutStreamId(checkoutId), checkoutDecider);
}
