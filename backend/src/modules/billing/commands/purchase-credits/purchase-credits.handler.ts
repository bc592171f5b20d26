import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { decideWithin } from '../../../../platform/event-store/command-handler';
import { type AppendRequest } from '../../../../platform/event-store/event';
import { EventStore } from '../../../../platform/event-store/event-store';
import { CreditLedgers, creditsStreamId } from '../../../credits';
import { creditLotIdFor, transactionIdFor } from '../../billing-ids';
import { checkoutDecider } from '../../model/checkout';
import { checkoutStreamId } from '../../model/checkout.events';
import { type PurchaseCreditsCommand } from './purchase-credits.command';

/**
 * Completes a paid credit checkout in one transaction: the checkout's completion, the payment's
 * `transactions` row and the purchased credit lot. Locks the checkout stream first, so the same
 * payment delivered three times at once is applied by the first and ignored by the others.
 */
@Injectable()
export class PurchaseCreditsHandler {
  constructor(
    private readonly store: EventStore,
    private readonly credits: CreditLedgers,
    private readonly clock: Clock,
  ) {}

  /** True when this call applied the payment; false when it had been applied before. */
  async execute(command: PurchaseCreditsCommand): Promise<boolean> {
    const now = this.clock.now();
    const options = { commandId: command.commandId, metadata: { actorId: command.userId } };
    const streams = [checkoutStreamId(command.checkoutId), creditsStreamId(command.userId)];
    const { value } = await this.store.transact(streams, async (tx) => {
      const completion = await decideWithin(
        tx,
        checkoutStreamId(command.checkoutId),
        checkoutDecider,
        {
          type: 'CompleteCheckout',
          transactionId: transactionIdFor(command.checkoutId),
          amountCents: command.amountCents,
          paymentRef: command.paymentRef,
          periodEnd: null,
          now,
        },
        { ...options, tag: 'checkout' },
      );
      if (!completion.append) return { appends: [], value: false };
      const grant = await this.credits.grantWithin(
        tx,
        {
          userId: command.userId,
          lotId: creditLotIdFor(command.checkoutId),
          kind: 'purchased',
          amount: command.quantity,
          source: `checkout:${command.checkoutId}`,
        },
        now,
        options,
      );
      const appends: AppendRequest[] = [completion.append, ...(grant ? [grant] : [])];
      return { appends, value: true };
    });
    return value;
  }
}
