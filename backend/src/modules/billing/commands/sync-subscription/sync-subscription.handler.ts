import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { type ProviderSubscription } from '../../providers/stripe.provider';
import { SubscriptionWriter } from '../../subscription-writer';

/**
 * Brings the subscription in line with what the provider reports (customer.subscription.updated
 * and .deleted): a moved period end, a cancellation scheduled or withdrawn, or the end of Pro.
 */
@Injectable()
export class SyncSubscriptionHandler {
  constructor(
    private readonly subscriptions: SubscriptionWriter,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, reported: ProviderSubscription, commandId: string): Promise<void> {
    await this.subscriptions.execute(
      {
        type: 'SyncSubscription',
        userId,
        subscriptionRef: reported.subscriptionRef,
        active: reported.active,
        periodEnd: reported.periodEnd,
        cancelAtPeriodEnd: reported.cancelAtPeriodEnd,
        now: this.clock.now(),
      },
      commandId,
    );
  }
}
