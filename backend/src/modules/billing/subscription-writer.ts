import { Injectable } from '@nestjs/common';
import { type DecidedWithin, decideWithin } from '../../platform/event-store/command-handler';
import { type AppendRequest } from '../../platform/event-store/event';
import { EventStore, type StoreTransaction } from '../../platform/event-store/event-store';
import { UserPlans, userStreamId } from '../identity';
import {
  planOf,
  type Subscription,
  type SubscriptionCommand,
  subscriptionDecider,
} from './model/subscription';
import { type SubscriptionEvent, subscriptionStreamId } from './model/subscription.events';

type Decided = DecidedWithin<SubscriptionEvent, Subscription>;

/**
 * A command on a user's `subscription-<userId>` stream, appended in one transaction with the plan
 * change it implies (identity's PlanChanged) and whatever else the caller adds (a renewal's
 * credits) on `alsoLocked` streams.
 */
@Injectable()
export class SubscriptionWriter {
  constructor(
    private readonly store: EventStore,
    private readonly plans: UserPlans,
  ) {}

  async execute(
    command: SubscriptionCommand,
    commandId: string,
    alsoLocked: string[] = [],
    also?: (tx: StoreTransaction, decided: Decided) => Promise<AppendRequest | undefined>,
  ): Promise<Decided> {
    const { userId } = command;
    const streams = [subscriptionStreamId(userId), userStreamId(userId), ...alsoLocked];
    const { value } = await this.store.transact(streams, async (tx) => {
      const decided = await decideWithin(
        tx,
        subscriptionStreamId(userId),
        subscriptionDecider,
        command,
        {
          commandId,
          metadata: { actorId: userId },
          tag: 'subscription',
        },
      );
      if (!decided.append) return { appends: [], value: decided };
      const before = planOf(decided.before);
      const after = planOf(decided.after);
      const plan =
        before.tier === after.tier && before.periodEnd?.getTime() === after.periodEnd?.getTime()
          ? undefined
          : await this.plans.changePlanWithin(tx, { userId, ...after }, command.now, commandId);
      const extra = also ? await also(tx, decided) : undefined;
      const appends = [decided.append, plan, extra].filter(
        (append): append is AppendRequest => append !== undefined,
      );
      return { appends, value: decided };
    });
    return value;
  }
}
