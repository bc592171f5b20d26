import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { NoActiveSubscriptionError } from './billing.errors';
import { isActiveAt, planOf, renewalToStop, subscriptionDecider } from './subscription';
import { type ProActivated, type SubscriptionEvent } from './subscription.events';

const given = DeciderSpecification.for(subscriptionDecider);
const userId = 'user-1';
const start = new Date('2026-11-21T10:00:00.000Z');
const periodEnd = new Date('2027-11-21T10:00:00.000Z');
const nextEnd = new Date('2028-11-21T10:00:00.000Z');

const activated: ProActivated = {
  type: 'billing.ProActivated',
  data: {
    userId,
    checkoutId: 'checkout-1',
    provider: 'stripe',
    subscriptionRef: 'sub_1',
    periodEnd: periodEnd.toISOString(),
    activatedAt: start.toISOString(),
  },
};

const renewal = {
  type: 'RenewPro' as const,
  userId,
  invoiceRef: 'in_2',
  transactionId: 'tx-2',
  amountCents: 50000,
  periodEnd: nextEnd,
  now: periodEnd,
};

const sync = (fields: { active?: boolean; periodEnd?: Date; cancelAtPeriodEnd?: boolean }) => ({
  type: 'SyncSubscription' as const,
  userId,
  subscriptionRef: 'sub_1',
  active: fields.active ?? true,
  periodEnd: fields.periodEnd ?? periodEnd,
  cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
  now: start,
});

const fold = (...events: SubscriptionEvent[]) =>
  events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

describe('subscription', () => {
  it('activates Pro until the end of the paid period', () => {
    given()
      .when({
        type: 'ActivatePro',
        userId,
        checkoutId: 'checkout-1',
        provider: 'stripe',
        subscriptionRef: 'sub_1',
        periodEnd,
        now: start,
      })
      .then([activated]);
    expect(planOf(fold(activated))).toEqual({ tier: 'pro', periodEnd });
  });

  it('refuses a second subscription while the first is paid for, and takes one after it ends', () => {
    const second = {
      type: 'ActivatePro' as const,
      userId,
      checkoutId: 'checkout-2',
      provider: 'stripe' as const,
      subscriptionRef: 'sub_2',
      periodEnd: nextEnd,
      now: start,
    };
    given(activated).when(second).thenThrows('ALREADY_PRO');
    given(activated, {
      type: 'billing.SubscriptionCancellationScheduled',
      data: { userId, endsAt: periodEnd.toISOString(), scheduledAt: start.toISOString() },
    })
      .when(second)
      .thenThrows('ALREADY_PRO');
    const reactivated: ProActivated = {
      type: 'billing.ProActivated',
      data: {
        ...activated.data,
        checkoutId: 'checkout-2',
        subscriptionRef: 'sub_2',
        periodEnd: nextEnd.toISOString(),
        activatedAt: periodEnd.toISOString(),
      },
    };
    given(activated)
      .when({ ...second, now: periodEnd })
      .then([reactivated]);
    given(activated, {
      type: 'billing.SubscriptionEnded',
      data: { userId, endedAt: start.toISOString() },
    })
      .when({ ...second, now: periodEnd })
      .then([reactivated]);
  });

  it('a renewal invoice extends the period and records its payment, once', () => {
    given(activated)
      .when(renewal)
      .then([
        {
          type: 'billing.ProRenewed',
          data: {
            userId,
            invoiceRef: 'in_2',
            periodEnd: nextEnd.toISOString(),
            renewedAt: periodEnd.toISOString(),
          },
        },
        {
          type: 'billing.PaymentRecorded',
          data: {
            transactionId: 'tx-2',
            userId,
            type: 'pro_membership',
            product: 'pro',
            amountCents: 50000,
            creditsPurchased: 100,
            paymentRef: 'in_2',
            provider: 'stripe',
            periodEnd: nextEnd.toISOString(),
            recordedAt: periodEnd.toISOString(),
          },
        },
      ]);
    const renewed = subscriptionDecider.decide(renewal, fold(activated));
    given(activated, ...renewed)
      .when(renewal)
      .thenNothingHappened();
  });

  it('cancelling keeps Pro to the end of the period, and twice is the same as once', () => {
    const scheduled: SubscriptionEvent = {
      type: 'billing.SubscriptionCancellationScheduled',
      data: { userId, endsAt: periodEnd.toISOString(), scheduledAt: start.toISOString() },
    };
    given(activated).when({ type: 'CancelSubscription', userId, now: start }).then([scheduled]);
    given(activated, scheduled)
      .when({ type: 'CancelSubscription', userId, now: start })
      .thenNothingHappened();
    const cancelled = fold(activated, scheduled);
    expect(planOf(cancelled)).toEqual({ tier: 'pro', periodEnd });
    expect(isActiveAt(cancelled, new Date(periodEnd.getTime() - 1))).toBe(true);
    expect(isActiveAt(cancelled, periodEnd)).toBe(false);
  });

  it('there is nothing to cancel without an active subscription', () => {
    given()
      .when({ type: 'CancelSubscription', userId, now: start })
      .thenThrows('NO_ACTIVE_SUBSCRIPTION');
    given(activated)
      .when({ type: 'CancelSubscription', userId, now: nextEnd })
      .thenThrows('NO_ACTIVE_SUBSCRIPTION');
  });

  it('asks the provider to stop renewing only a running subscription of its own, once', () => {
    const scheduled: SubscriptionEvent = {
      type: 'billing.SubscriptionCancellationScheduled',
      data: { userId, endsAt: periodEnd.toISOString(), scheduledAt: start.toISOString() },
    };
    expect(renewalToStop(fold(activated), start, 'stripe')).toBe('sub_1');
    expect(renewalToStop(fold(activated), start, 'test')).toBeUndefined();
    expect(renewalToStop(fold(activated, scheduled), start, 'stripe')).toBeUndefined();
    expect(() => renewalToStop(fold(), start, 'stripe')).toThrow(NoActiveSubscriptionError);
    expect(() => renewalToStop(fold(activated), periodEnd, 'stripe')).toThrow(
      NoActiveSubscriptionError,
    );
  });

  it('follows what the provider reports: period moves, cancellation withdrawn, the end', () => {
    given(activated).when(sync({})).thenNothingHappened();
    given(activated)
      .when(sync({ periodEnd: nextEnd, cancelAtPeriodEnd: true }))
      .then([
        {
          type: 'billing.SubscriptionPeriodChanged',
          data: { userId, periodEnd: nextEnd.toISOString(), changedAt: start.toISOString() },
        },
        {
          type: 'billing.SubscriptionCancellationScheduled',
          data: { userId, endsAt: nextEnd.toISOString(), scheduledAt: start.toISOString() },
        },
      ]);
    given(activated, {
      type: 'billing.SubscriptionCancellationScheduled',
      data: { userId, endsAt: periodEnd.toISOString(), scheduledAt: start.toISOString() },
    })
      .when(sync({}))
      .then([
        { type: 'billing.SubscriptionResumed', data: { userId, resumedAt: start.toISOString() } },
      ]);
    const ended: SubscriptionEvent = {
      type: 'billing.SubscriptionEnded',
      data: { userId, endedAt: start.toISOString() },
    };
    given(activated)
      .when(sync({ active: false }))
      .then([ended]);
    expect(planOf(fold(activated, ended))).toEqual({ tier: 'free', periodEnd: null });
  });

  it('ignores reports about another subscription', () => {
    given(activated)
      .when({ ...sync({ active: false }), subscriptionRef: 'sub_other' })
      .thenNothingHappened();
  });
});
