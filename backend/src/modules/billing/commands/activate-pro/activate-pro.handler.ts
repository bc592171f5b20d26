import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decideCredits } from '../../../credits';
import { decideUser, userStream } from '../../../identity';
import { creditLotIdFor, transactionIdFor } from '../../billing-ids';
import { checkoutStream, decide as decideCheckout } from '../../model/checkout';
import { type PaymentProviderName } from '../../model/checkout.events';
import { PRO_CREDITS_PER_YEAR } from '../../model/products';
import {
  decide as decideSubscription,
  planOf,
  subscriptionDecider,
  subscriptionStream,
} from '../../model/subscription';
import { type ActivateProCommand } from './activate-pro.command';

/**
 * Completes a paid Pro checkout in one transaction: the checkout and its payment row, the
 * subscription (refused with ALREADY_PRO while another is paid for), 100 `pro_allocation` credits
 * expiring in 12 months, and the plan change that makes the user's later listings priority.
 * Applied once however often the provider reports it.
 */
@Injectable()
export class ActivateProHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  /** True when this call activated the plan; false when the payment had been applied before. */
  async execute(command: ActivateProCommand, provider: PaymentProviderName): Promise<boolean> {
    const now = this.clock.now();
    const { userId, checkoutId } = command;
    const { events, replayed } = await this.commands.run({
      id: command.commandId,
      metadata: { actorId: userId },
      streams: {
        checkout: checkoutStream(checkoutId),
        subscription: subscriptionStream(userId),
        ledger: creditLedger(userId),
        user: userStream(userId),
      },
      decide: (states) => {
        const checkout = decideCheckout(
          {
            type: 'CompleteCheckout',
            transactionId: transactionIdFor(checkoutId),
            amountCents: command.amountCents,
            paymentRef: command.paymentRef,
            periodEnd: command.periodEnd,
            now,
          },
          states.checkout,
        );
        if (checkout.length === 0) return {};
        const subscription = decideSubscription(
          {
            type: 'ActivatePro',
            userId,
            checkoutId,
            provider,
            subscriptionRef: command.subscriptionRef,
            periodEnd: command.periodEnd,
            now,
          },
          states.subscription,
        );
        const activated = subscription.reduce(subscriptionDecider.evolve, states.subscription);
        const grant = {
          userId,
          lotId: creditLotIdFor(checkoutId),
          kind: 'pro_allocation' as const,
          amount: PRO_CREDITS_PER_YEAR,
          source: `checkout:${checkoutId}`,
          now,
        };
        return {
          checkout,
          subscription,
          ledger: decideCredits({ type: 'GrantCredits', ...grant }, states.ledger),
          user: decideUser({ type: 'ChangePlan', userId, ...planOf(activated), now }, states.user),
        };
      },
    });
    return !replayed && (events.checkout?.length ?? 0) > 0;
  }
}
