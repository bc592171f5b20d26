import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decideCredits } from '../../../credits';
import { decideUser, userStream } from '../../../identity';
import { creditLotIdFor, transactionIdFor } from '../../billing-ids';
import { PRO_CREDITS_PER_YEAR } from '../../model/products';
import {
  decide,
  planChangeOf,
  subscriptionDecider,
  subscriptionStream,
} from '../../model/subscription';
import { type RenewProCommand } from './renew-pro.command';

/** Applies a paid renewal invoice once: the period, its payment row and 100 more credits. */
@Injectable()
export class RenewProHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: RenewProCommand): Promise<boolean> {
    const now = this.clock.now();
    const { userId, invoiceRef } = command;
    const { events, replayed } = await this.commands.run({
      id: command.commandId,
      metadata: { actorId: userId },
      streams: {
        subscription: subscriptionStream(userId),
        user: userStream(userId),
        ledger: creditLedger(userId),
      },
      decide: (states) => {
        const subscription = decide(
          {
            type: 'RenewPro',
            userId,
            invoiceRef,
            transactionId: transactionIdFor(invoiceRef),
            amountCents: command.amountCents,
            periodEnd: command.periodEnd,
            now,
          },
          states.subscription,
        );
        if (subscription.length === 0) return {};
        const renewed = subscription.reduce(subscriptionDecider.evolve, states.subscription);
        const plan = planChangeOf(states.subscription, renewed);
        const grant = {
          userId,
          lotId: creditLotIdFor(invoiceRef),
          kind: 'pro_allocation' as const,
          amount: PRO_CREDITS_PER_YEAR,
          source: `invoice:${invoiceRef}`,
          now,
        };
        return {
          subscription,
          user: plan ? decideUser({ type: 'ChangePlan', userId, ...plan, now }, states.user) : [],
          ledger: decideCredits({ type: 'GrantCredits', ...grant }, states.ledger),
        };
      },
    });
    return !replayed && (events.subscription?.length ?? 0) > 0;
  }
}
