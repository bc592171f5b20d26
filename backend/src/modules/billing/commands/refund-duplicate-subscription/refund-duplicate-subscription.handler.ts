import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { checkoutStream, decide } from '../../model/checkout';
import { type StripePaymentProvider } from '../../providers/stripe.provider';
import { CompleteCheckoutHandler } from '../complete-checkout/complete-checkout.handler';
import { type RefundDuplicateSubscriptionCommand } from './refund-duplicate-subscription.command';

/**
 * Undoes a second Pro that Stripe charged for (ActivatePro refused it: ALREADY_PRO): the new
 * subscription is cancelled at once and its payment refunded whole, then both are recorded on
 * the checkout. A redelivered event finds the checkout refunded and asks Stripe nothing; the
 * idempotency keys make two deliveries at once one cancellation and one refund at Stripe.
 */
@Injectable()
export class RefundDuplicateSubscriptionHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly completion: CompleteCheckoutHandler,
    private readonly clock: Clock,
  ) {}

  async execute(
    command: RefundDuplicateSubscriptionCommand,
    stripe: StripePaymentProvider,
  ): Promise<void> {
    const { checkoutId, subscriptionRef } = command;
    const checkout = await this.completion.find(checkoutId);
    if (checkout.status === 'refunded') return;
    await stripe.cancelNow(subscriptionRef, `duplicate-cancel-${checkoutId}`);
    const refund = await stripe.refund(command.payment, `duplicate-refund-${checkoutId}`);
    const now = this.clock.now();
    await this.commands.run({
      id: command.commandId,
      metadata: { actorId: checkout.started.userId },
      streams: { checkout: checkoutStream(checkoutId) },
      decide: (states) => ({
        checkout: decide(
          { type: 'RefundDuplicateSubscription', subscriptionRef, ...refund, now },
          states.checkout,
        ),
      }),
    });
  }
}
