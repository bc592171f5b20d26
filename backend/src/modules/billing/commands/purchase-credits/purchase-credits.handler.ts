import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decideCredits } from '../../../credits';
import { creditLotIdFor, transactionIdFor } from '../../billing-ids';
import { checkoutStream, decide } from '../../model/checkout';
import { type PurchaseCreditsCommand } from './purchase-credits.command';

/**
 * Completes a paid credit checkout in one transaction: the checkout's completion, the payment's
 * `transactions` row and the purchased credit lot. The checkout's lock comes first, so the same
 * payment delivered three times at once is applied by the first and ignored by the others.
 */
@Injectable()
export class PurchaseCreditsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  /** True when this call applied the payment; false when it had been applied before. */
  async execute(command: PurchaseCreditsCommand): Promise<boolean> {
    const now = this.clock.now();
    const { userId, checkoutId } = command;
    const { events, replayed } = await this.commands.run({
      id: command.commandId,
      metadata: { actorId: userId },
      streams: { checkout: checkoutStream(checkoutId), ledger: creditLedger(userId) },
      decide: (states) => {
        const checkout = decide(
          {
            type: 'CompleteCheckout',
            transactionId: transactionIdFor(checkoutId),
            amountCents: command.amountCents,
            paymentRef: command.paymentRef,
            periodEnd: null,
            now,
          },
          states.checkout,
        );
        if (checkout.length === 0) return {};
        const grant = {
          userId,
          lotId: creditLotIdFor(checkoutId),
          kind: 'purchased' as const,
          amount: command.quantity,
          source: `checkout:${checkoutId}`,
          now,
        };
        return {
          checkout,
          ledger: decideCredits({ type: 'GrantCredits', ...grant }, states.ledger),
        };
      },
    });
    return !replayed && (events.checkout?.length ?? 0) > 0;
  }
}
