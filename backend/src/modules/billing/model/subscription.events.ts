import { type PaymentProviderName, type PaymentRecorded } from './checkout.events';

/** Events of the `subscription-<userId>` stream: the user's Liquidation Pro subscription. */
export const SUBSCRIPTION_STREAM_PREFIX = 'subscription-';
export const subscriptionStreamId = (userId: string) => `${SUBSCRIPTION_STREAM_PREFIX}${userId}`;

export interface ProActivated {
  type: 'billing.ProActivated';
  data: {
    userId: string;
    checkoutId: string;
    provider: PaymentProviderName;
    /** The provider's subscription id. */
    subscriptionRef: string;
    periodEnd: string;
    activatedAt: string;
  };
}

/** A renewal invoice was paid: the next period and its 100 credits. */
export interface ProRenewed {
  type: 'billing.ProRenewed';
  data: { userId: string; invoiceRef: string; periodEnd: string; renewedAt: string };
}

/** Cancelled at the end of the period: Pro holds until `endsAt`. */
export interface SubscriptionCancellationScheduled {
  type: 'billing.SubscriptionCancellationScheduled';
  data: { userId: string; endsAt: string; scheduledAt: string };
}

/** The provider says the scheduled cancellation was withdrawn. */
export interface SubscriptionResumed {
  type: 'billing.SubscriptionResumed';
  data: { userId: string; resumedAt: string };
}

/** The provider moved the end of the current period. */
export interface SubscriptionPeriodChanged {
  type: 'billing.SubscriptionPeriodChanged';
  data: { userId: string; periodEnd: string; changedAt: string };
}

/** The provider ended the subscription (deleted, unpaid): Pro ends now. */
export interface SubscriptionEnded {
  type: 'billing.SubscriptionEnded';
  data: { userId: string; endedAt: string };
}

export type SubscriptionEvent =
  | ProActivated
  | ProRenewed
  | SubscriptionCancellationScheduled
  | SubscriptionResumed
  | SubscriptionPeriodChanged
  | SubscriptionEnded
  | PaymentRecorded;
