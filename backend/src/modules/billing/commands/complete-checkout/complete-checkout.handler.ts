import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { CheckoutNotFoundError } from '../../model/billing.errors';
import { type Checkout, checkoutStream } from '../../model/checkout';
import { ActivateProHandler } from '../activate-pro/activate-pro.handler';
import { PurchaseCreditsHandler } from '../purchase-credits/purchase-credits.handler';
import { type CompleteCheckoutCommand } from './complete-checkout.command';

/**
 * The one way a paid checkout is completed, by Stripe's webhook and by the test checkout's Pay
 * alike: credits go through PurchaseCredits, Pro through ActivatePro.
 */
@Injectable()
export class CompleteCheckoutHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly purchaseCredits: PurchaseCreditsHandler,
    private readonly activatePro: ActivateProHandler,
  ) {}

  /** The checkout as started; throws NOT_FOUND for a checkout id we never issued. */
  async find(
    checkoutId: string,
  ): Promise<Checkout & { started: NonNullable<Checkout['started']> }> {
    const checkout = await this.commands.state(checkoutStream(checkoutId));
    if (!checkout.started) throw new CheckoutNotFoundError();
    return { ...checkout, started: checkout.started };
  }

  /** True when this call applied the payment; false when it had been applied before. */
  async execute(command: CompleteCheckoutCommand): Promise<boolean> {
    const { started } = await this.find(command.checkoutId);
    if (started.product === 'credit')
      return this.purchaseCredits.execute({
        checkoutId: command.checkoutId,
        userId: started.userId,
        quantity: started.quantity,
        amountCents: command.amountCents,
        paymentRef: command.paymentRef,
        commandId: command.commandId,
      });
    if (!command.subscription)
      throw new Error(`Pro checkout ${command.checkoutId} without a subscription`);
    return this.activatePro.execute(
      {
        checkoutId: command.checkoutId,
        userId: started.userId,
        subscriptionRef: command.subscription.subscriptionRef,
        periodEnd: command.subscription.periodEnd,
        amountCents: command.amountCents,
        paymentRef: command.paymentRef,
        commandId: command.commandId,
      },
      started.provider,
    );
  }
}
