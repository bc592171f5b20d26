import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decideUser, userStream } from '../../../identity';
import {
  decide,
  planChangeOf,
  subscriptionDecider,
  subscriptionStream,
} from '../../model/subscription';
import { type ProviderSubscription } from '../../providers/stripe.provider';

/**
 * Brings the subscription in line with what the provider reports (customer.subscription.updated
 * and .deleted): a moved period end, a cancellation scheduled or withdrawn, or the end of Pro.
 * The plan follows in the same transaction.
 */
@Injectable()
export class SyncSubscriptionHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, reported: ProviderSubscription, commandId: string): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      id: commandId,
      metadata: { actorId: userId },
      streams: { subscription: subscriptionStream(userId), user: userStream(userId) },
      decide: (states) => {
        const synced = decide(
          {
            type: 'SyncSubscription',
            userId,
            subscriptionRef: reported.subscriptionRef,
            active: reported.active,
            periodEnd: reported.periodEnd,
            cancelAtPeriodEnd: reported.cancelAtPeriodEnd,
            now,
          },
          states.subscription,
        );
        const after = synced.reduce(subscriptionDecider.evolve, states.subscription);
        const plan = planChangeOf(states.subscription, after);
        return {
          subscription: synced,
          user: plan ? decideUser({ type: 'ChangePlan', userId, ...plan, now }, states.user) : [],
        };
      },
    });
  }
}
