import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { fold } from '../../../../platform/event-store/decider';
import { EventStore } from '../../../../platform/event-store/event-store';
import { NoActiveSubscriptionError } from '../../model/billing.errors';
import { isActiveAt, subscriptionDecider } from '../../model/subscription';
import { type SubscriptionEvent, subscriptionStreamId } from '../../model/subscription.events';
import { PaymentProvider } from '../../providers/payment-provider';
import { SubscriptionWriter } from '../../subscription-writer';

/**
 * Cancels Liquidation Pro at the end of the paid period: the provider stops renewing, and the user
 * stays Pro until `current_period_end`. Cancelling twice changes nothing.
 */
@Injectable()
export class CancelSubscriptionHandler {
  constructor(
    private readonly store: EventStore,
    private readonly subscriptions: SubscriptionWriter,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, commandId: string): Promise<void> {
    const now = this.clock.now();
    const past = await this.store.readStream(subscriptionStreamId(userId));
    const subscription = fold(
      subscriptionDecider,
      past.map((event) => ({ type: event.type, data: event.data }) as SubscriptionEvent),
    );
    if (!isActiveAt(subscription, now) || !subscription.subscriptionRef)
      throw new NoActiveSubscriptionError();
    if (!subscription.cancelAtPeriodEnd && subscription.provider === this.provider.name)
      await this.provider.cancelAtPeriodEnd(subscription.subscriptionRef);
    await this.subscriptions.execute({ type: 'CancelSubscription', userId, now }, commandId);
  }
}
