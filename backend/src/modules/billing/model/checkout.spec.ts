import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { checkoutDecider } from './checkout';
import { type CheckoutStarted } from './checkout.events';

const given = DeciderSpecification.for(checkoutDecider);
const now = new Date('2026-11-21T10:00:00.000Z');
const later = new Date('2026-11-21T10:05:00.000Z');

function started(product: 'credit' | 'pro', quantity = 1): CheckoutStarted {
  return {
    type: 'billing.CheckoutStarted',
    data: {
      checkoutId: 'checkout-1',
      userId: 'user-1',
      product,
      quantity,
      amountCents: product === 'pro' ? 50000 : 999 * quantity,
      provider: 'test',
      successUrl: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/checkout',
      startedAt: now.toISOString(),
    },
  };
}

const complete = {
  type: 'CompleteCheckout' as const,
  transactionId: 'tx-1',
  paymentRef: 'pi_1',
  periodEnd: null,
  now: later,
};

describe('checkout', () => {
  it('records a paid credit checkout once: completion and a listing_fee payment', () => {
    given(started('credit', 3))
      .when(complete)
      .then([
        {
          type: 'billing.CheckoutCompleted',
          data: {
            checkoutId: 'checkout-1',
            userId: 'user-1',
            transactionId: 'tx-1',
            completedAt: later.toISOString(),
          },
        },
        {
          type: 'billing.PaymentRecorded',
          data: {
            transactionId: 'tx-1',
            userId: 'user-1',
            type: 'listing_fee',
            product: 'credit',
            amountCents: 2997,
            creditsPurchased: 3,
            paymentRef: 'pi_1',
            provider: 'test',
            periodEnd: null,
            recordedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('a Pro checkout records a pro_membership payment of 100 credits, at the amount charged', () => {
    const periodEnd = new Date('2027-11-21T10:05:00.000Z');
    given(started('pro'))
      .when({ ...complete, amountCents: 45000, periodEnd })
      .then([
        {
          type: 'billing.CheckoutCompleted',
          data: {
            checkoutId: 'checkout-1',
            userId: 'user-1',
            transactionId: 'tx-1',
            completedAt: later.toISOString(),
          },
        },
        {
          type: 'billing.PaymentRecorded',
          data: {
            transactionId: 'tx-1',
            userId: 'user-1',
            type: 'pro_membership',
            product: 'pro',
            amountCents: 45000,
            creditsPurchased: 100,
            paymentRef: 'pi_1',
            provider: 'test',
            periodEnd: periodEnd.toISOString(),
            recordedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('a payment reported again decides nothing', () => {
    const [completed, payment] = checkoutDecider.decide(
      complete,
      checkoutDecider.evolve(checkoutDecider.initialState(), started('credit')),
    );
    given(started('credit'), completed, payment).when(complete).thenNothingHappened();
  });

  it('a cancelled checkout cannot be paid', () => {
    given(started('credit'), {
      type: 'billing.CheckoutCancelled',
      data: { checkoutId: 'checkout-1', userId: 'user-1', cancelledAt: now.toISOString() },
    })
      .when(complete)
      .thenThrows('CHECKOUT_NOT_OPEN');
  });

  describe('a Pro checkout paid at Stripe while the buyer was already Pro', () => {
    const stripePro: CheckoutStarted = {
      ...started('pro'),
      data: { ...started('pro').data, provider: 'stripe' },
    };
    const refund = {
      type: 'RefundDuplicateSubscription' as const,
      subscriptionRef: 'sub_2',
      paymentRef: 'pi_2',
      refundRef: 're_1',
      amountCents: 50000,
      now: later,
    };
    const refunded = checkoutDecider.decide(
      refund,
      checkoutDecider.evolve(checkoutDecider.initialState(), stripePro),
    );

    it('records the cancelled subscription and the refund of the whole payment', () => {
      given(stripePro)
        .when(refund)
        .then([
          {
            type: 'billing.DuplicateSubscriptionCancelled',
            data: {
              checkoutId: 'checkout-1',
              userId: 'user-1',
              subscriptionRef: 'sub_2',
              cancelledAt: later.toISOString(),
            },
          },
          {
            type: 'billing.PaymentRefunded',
            data: {
              checkoutId: 'checkout-1',
              userId: 'user-1',
              paymentRef: 'pi_2',
              refundRef: 're_1',
              amountCents: 50000,
              provider: 'stripe',
              reason: 'duplicate_subscription',
              refundedAt: later.toISOString(),
            },
          },
        ]);
    });

    it('a refund reported again, or the refunded payment reported again, decides nothing', () => {
      given(stripePro, ...refunded)
        .when(refund)
        .thenNothingHappened();
      given(stripePro, ...refunded)
        .when(complete)
        .thenNothingHappened();
    });

    it('a completed checkout is not refunded as a duplicate', () => {
      const [completed, payment] = checkoutDecider.decide(
        complete,
        checkoutDecider.evolve(checkoutDecider.initialState(), stripePro),
      );
      given(stripePro, completed, payment).when(refund).thenThrows('CHECKOUT_NOT_OPEN');
    });
  });

  it('an unknown checkout cannot be completed', () => {
    given().when(complete).thenThrows('CHECKOUT_NOT_OPEN');
  });
});
