import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decideUser, userStream } from '../../../identity';
import {
  decide,
  planChangeOf,
  renewalToStop,
  subscriptionDecider,
  subscriptionStream,
} from '../../model/subscription';
import { PaymentProvider } from '../../providers/payment-provider';

/**
 * Cancels Liquidation Pro at the end of the paid period: the provider stops renewing, and the user
 * stays Pro until `current_period_end`. Cancelling twice changes nothing.
 */
@Injectable()
export class CancelSubscriptionHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, commandId: string): Promise<void> {
    const now = this.clock.now();
    const subscription = await this.commands.state(subscriptionStream(userId));
    const renewal = renewalToStop(subscription, now, this.provider.name);
    if (renewal) await this.provider.cancelAtPeriodEnd(renewal);
    await this.commands.run({
      id: commandId,
      metadata: { actorId: userId },
      streams: { subscription: subscriptionStream(userId), user: userStream(userId) },
      decide: (states) => {
        const cancelled = decide({ type: 'CancelSubscription', userId, now }, states.subscription);
        const after = cancelled.reduce(subscriptionDecider.evolve, states.subscription);
        const plan = planChangeOf(states.subscription, after);
        return {
          subscription: cancelled,
          user: plan ? decideUser({ type: 'ChangePlan', userId, ...plan, now }, states.user) : [],
        };
      },
    });
  }
}
