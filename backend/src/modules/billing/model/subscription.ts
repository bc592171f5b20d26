import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { AlreadyProError, NoActiveSubscriptionError } from './billing.errors';
import { type PaymentProviderName } from './checkout.events';
import { PRO_CREDITS_PER_YEAR } from './products';
import { type SubscriptionEvent, subscriptionStreamId } from './subscription.events';

export interface Subscription {
  status: 'none' | 'active' | 'ended';
  provider?: PaymentProviderName;
  subscriptionRef?: string;
  periodEnd?: Date;
  cancelAtPeriodEnd: boolean;
  /** Renewal invoices already applied: a redelivered invoice decides nothing. */
  invoices: string[];
}

export type SubscriptionCommand =
  /**
   * A paid Pro checkout. The same subscription reported again decides nothing; another one is
   * refused (ALREADY_PRO) while a paid period is running, so two checkouts paid give one Pro.
   */
  | {
      type: 'ActivatePro';
      userId: string;
      checkoutId: string;
      provider: PaymentProviderName;
      subscriptionRef: string;
      periodEnd: Date;
      now: Date;
    }
  | {
      type: 'RenewPro';
      userId: string;
      invoiceRef: string;
      transactionId: string;
      amountCents: number;
      periodEnd: Date;
      now: Date;
    }
  | { type: 'CancelSubscription'; userId: string; now: Date }
  /** What the provider now says about the subscription (customer.subscription.updated/deleted). */
  | {
      type: 'SyncSubscription';
      userId: string;
      subscriptionRef: string;
      active: boolean;
      periodEnd: Date;
      cancelAtPeriodEnd: boolean;
      now: Date;
    };

export const initialSubscription = (): Subscription => ({
  status: 'none',
  cancelAtPeriodEnd: false,
  invoices: [],
});

export function evolve(subscription: Subscription, event: SubscriptionEvent): Subscription {
  switch (event.type) {
    case 'billing.ProActivated':
      return {
        status: 'active',
        provider: event.data.provider,
        subscriptionRef: event.data.subscriptionRef,
        periodEnd: new Date(event.data.periodEnd),
        cancelAtPeriodEnd: false,
        invoices: subscription.invoices,
      };
    case 'billing.ProRenewed':
      return {
        ...subscription,
        status: 'active',
        periodEnd: new Date(event.data.periodEnd),
        invoices: [...subscription.invoices, event.data.invoiceRef],
      };
    case 'billing.SubscriptionCancellationScheduled':
      return { ...subscription, cancelAtPeriodEnd: true };
    case 'billing.SubscriptionResumed':
      return { ...subscription, cancelAtPeriodEnd: false };
    case 'billing.SubscriptionPeriodChanged':
      return { ...subscription, periodEnd: new Date(event.data.periodEnd) };
    case 'billing.SubscriptionEnded':
      return { ...subscription, status: 'ended', periodEnd: new Date(event.data.endedAt) };
    case 'billing.PaymentRecorded':
      return subscription;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Pro while the subscription is active and its paid period has not ended. */
export function isActiveAt(subscription: Subscription, now: Date): boolean {
  return (
    subscription.status === 'active' &&
    subscription.periodEnd !== undefined &&
    subscription.periodEnd > now
  );
}

export function decide(
  command: SubscriptionCommand,
  subscription: Subscription,
): SubscriptionEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'ActivatePro':
      if (
        subscription.status === 'active' &&
        subscription.subscriptionRef === command.subscriptionRef
      )
        return [];
      if (isActiveAt(subscription, command.now)) throw new AlreadyProError();
      return [
        {
          type: 'billing.ProActivated',
          data: {
            userId: command.userId,
            checkoutId: command.checkoutId,
            provider: command.provider,
            subscriptionRef: command.subscriptionRef,
            periodEnd: command.periodEnd.toISOString(),
            activatedAt: at,
          },
        },
      ];
    case 'RenewPro':
      if (subscription.invoices.includes(command.invoiceRef)) return [];
      if (subscription.status === 'none' || !subscription.provider)
        throw new NoActiveSubscriptionError();
      return [
        {
          type: 'billing.ProRenewed',
          data: {
            userId: command.userId,
            invoiceRef: command.invoiceRef,
            periodEnd: command.periodEnd.toISOString(),
            renewedAt: at,
          },
        },
        {
          type: 'billing.PaymentRecorded',
          data: {
            transactionId: command.transactionId,
            userId: command.userId,
            type: 'pro_membership',
            product: 'pro',
            amountCents: command.amountCents,
            creditsPurchased: PRO_CREDITS_PER_YEAR,
            paymentRef: command.invoiceRef,
            provider: subscription.provider,
            periodEnd: command.periodEnd.toISOString(),
            recordedAt: at,
          },
        },
      ];
    case 'CancelSubscription':
      if (!isActiveAt(subscription, command.now) || !subscription.periodEnd)
        throw new NoActiveSubscriptionError();
      if (subscription.cancelAtPeriodEnd) return [];
      return [
        {
          type: 'billing.SubscriptionCancellationScheduled',
          data: {
            userId: command.userId,
            endsAt: subscription.periodEnd.toISOString(),
            scheduledAt: at,
          },
        },
      ];
    case 'SyncSubscription':
      return syncEvents(command, subscription);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function syncEvents(
  command: Extract<SubscriptionCommand, { type: 'SyncSubscription' }>,
  subscription: Subscription,
): SubscriptionEvent[] {
  if (subscription.status !== 'active' || subscription.subscriptionRef !== command.subscriptionRef)
    return [];
  const at = command.now.toISOString();
  const userId = command.userId;
  if (!command.active)
    return [{ type: 'billing.SubscriptionEnded', data: { userId, endedAt: at } }];
  const events: SubscriptionEvent[] = [];
  if (subscription.periodEnd?.getTime() !== command.periodEnd.getTime())
    events.push({
      type: 'billing.SubscriptionPeriodChanged',
      data: { userId, periodEnd: command.periodEnd.toISOString(), changedAt: at },
    });
  if (command.cancelAtPeriodEnd && !subscription.cancelAtPeriodEnd)
    events.push({
      type: 'billing.SubscriptionCancellationScheduled',
      data: { userId, endsAt: command.periodEnd.toISOString(), scheduledAt: at },
    });
  if (!command.cancelAtPeriodEnd && subscription.cancelAtPeriodEnd)
    events.push({ type: 'billing.SubscriptionResumed', data: { userId, resumedAt: at } });
  return events;
}

/**
 * The subscription the provider `provider` must stop renewing for a cancellation; undefined when it
 * already does (cancelled before) or the subscription is another provider's. Refused with
 * NO_ACTIVE_SUBSCRIPTION when no paid period is running.
 */
export function renewalToStop(
  subscription: Subscription,
  now: Date,
  provider: PaymentProviderName,
): string | undefined {
  if (!isActiveAt(subscription, now) || !subscription.subscriptionRef)
    throw new NoActiveSubscriptionError();
  if (subscription.cancelAtPeriodEnd || subscription.provider !== provider) return undefined;
  return subscription.subscriptionRef;
}

/** The plan a subscription gives: Pro until the period's end while active, free otherwise. */
export function planOf(subscription: Subscription): {
  tier: 'free' | 'pro';
  periodEnd: Date | null;
} {
  return subscription.status === 'active' && subscription.periodEnd
    ? { tier: 'pro', periodEnd: subscription.periodEnd }
    : { tier: 'free', periodEnd: null };
}

/** The plan a change of subscription moves the user to; undefined when the plan stays as it was. */
export function planChangeOf(
  before: Subscription,
  after: Subscription,
): ReturnType<typeof planOf> | undefined {
  const was = planOf(before);
  const now = planOf(after);
  return was.tier === now.tier && was.periodEnd?.getTime() === now.periodEnd?.getTime()
    ? undefined
    : now;
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, Subscription> = {
  initialState: initialSubscription,
  evolve,
  decide,
};

/** A user's `subscription-<userId>` stream. */
export function subscriptionStream(userId: string): CommandStream<Subscription, SubscriptionEvent> {
  return streamOf(subscriptionStreamId(userId), subscriptionDecider);
}
