import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { checkoutStream, decide } from '../../model/checkout';
import { type PaymentProviderName } from '../../model/checkout.events';
import { type Product, toCents } from '../../model/products';

export interface StartCheckoutCommand {
  userId: string;
  product: Product;
  quantity: number;
  provider: PaymentProviderName;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Records a purchase attempt before any provider hears of it, so that the payment completing it
 * is always recognised. Returns the new checkout id.
 */
@Injectable()
export class StartCheckoutHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartCheckoutCommand): Promise<string> {
    const checkoutId = randomUUID();
    const now = this.clock.now();
    await this.commands.run({
      id: `start-checkout:${checkoutId}`,
      metadata: { actorId: command.userId },
      streams: { checkout: checkoutStream(checkoutId) },
      decide: (states) => ({
        checkout: decide(
          {
            type: 'StartCheckout',
            checkoutId,
            userId: command.userId,
            product: command.product.id,
            quantity: command.quantity,
            amountCents: toCents(command.product.price) * command.quantity,
            provider: command.provider,
            successUrl: command.successUrl,
            cancelUrl: command.cancelUrl,
            now,
          },
          states.checkout,
        ),
      }),
    });
    return checkoutId;
  }
}
