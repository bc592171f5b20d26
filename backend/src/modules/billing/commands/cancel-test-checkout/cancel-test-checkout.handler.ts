import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { checkoutStream, decide } from '../../model/checkout';

/**
 * Cancel on the test checkout: the buyer walked away, so the checkout is closed unpaid. Cancelling
 * twice is the same as once.
 */
@Injectable()
export class CancelTestCheckoutHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(checkoutId: string, buyerId: string): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      id: `test-checkout-cancel:${checkoutId}`,
      metadata: { actorId: buyerId },
      streams: { checkout: checkoutStream(checkoutId) },
      decide: (states) => ({ checkout: decide({ type: 'CancelCheckout', now }, states.checkout) }),
    });
  }
}
