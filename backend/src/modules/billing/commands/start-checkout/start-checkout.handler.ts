import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { checkoutDecider } from '../../model/checkout';
import { checkoutStreamId, type PaymentProviderName } from '../../model/checkout.events';
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
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartCheckoutCommand): Promise<string> {
    const checkoutId = randomUUID();
    await handleCommand(
      this.store,
      checkoutStreamId(checkoutId),
      checkoutDecider,
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
        now: this.clock.now(),
      },
      { commandId: `start-checkout:${checkoutId}`, metadata: { actorId: command.userId } },
    );
    return checkoutId;
  }
}
