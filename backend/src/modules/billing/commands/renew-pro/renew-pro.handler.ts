import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CreditLedgers, creditsStreamId } from '../../../credits';
import { creditLotIdFor, transactionIdFor } from '../../billing-ids';
import { PRO_CREDITS_PER_YEAR } from '../../model/products';
import { SubscriptionWriter } from '../../subscription-writer';
import { type RenewProCommand } from './renew-pro.command';

/** Applies a paid renewal invoice once: the period, its payment row and 100 more credits. */
@Injectable()
export class RenewProHandler {
  constructor(
    private readonly subscriptions: SubscriptionWriter,
    private readonly credits: CreditLedgers,
    private readonly clock: Clock,
  ) {}

  async execute(command: RenewProCommand): Promise<boolean> {
    const now = this.clock.now();
    const decided = await this.subscriptions.execute(
      {
        type: 'RenewPro',
        userId: command.userId,
        invoiceRef: command.invoiceRef,
        transactionId: transactionIdFor(command.invoiceRef),
        amountCents: command.amountCents,
        periodEnd: command.periodEnd,
        now,
      },
      command.commandId,
      [creditsStreamId(command.userId)],
      (tx) =>
        this.credits.grantWithin(
          tx,
          {
            userId: command.userId,
            lotId: creditLotIdFor(command.invoiceRef),
            kind: 'pro_allocation',
            amount: PRO_CREDITS_PER_YEAR,
            source: `invoice:${command.invoiceRef}`,
          },
          now,
          { commandId: command.commandId, metadata: { actorId: command.userId } },
        ),
    );
    return decided.events.length > 0;
  }
}
