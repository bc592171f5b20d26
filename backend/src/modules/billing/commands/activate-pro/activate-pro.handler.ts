import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { decideWithin } from '../../../../platform/event-store/command-handler';
import { type AppendRequest } from '../../../../platform/event-store/event';
import { EventStore } from '../../../../platform/event-store/event-store';
import { CreditLedgers, creditsStreamId } from '../../../credits';
import { UserPlans, userStreamId } from '../../../identity';
import { creditLotIdFor, transactionIdFor } from '../../billing-ids';
import { checkoutDecider } from '../../model/checkout';
import { checkoutStreamId, type PaymentProviderName } from '../../model/checkout.events';
import { PRO_CREDITS_PER_YEAR } from '../../model/products';
import { planOf, subscriptionDecider } from '../../model/subscription';
import { subscriptionStreamId } from '../../model/subscription.events';
import { type ActivateProCommand } from './activate-pro.command';

/**
 * Completes a paid Pro checkout in one transaction: the checkout and its payment row, the
 * subscription, 100 `pro_allocation` credits expiring in 12 months, and the plan change that makes
 * the user's later listings priority. Applied once however often the provider reports it.
 */
@Injectable()
export class ActivateProHandler {
  constructor(
    private readonly store: EventStore,
    private readonly credits: CreditLedgers,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  async execute(command: ActivateProCommand, provider: PaymentProviderName): Promise<boolean> {
    const now = this.clock.now();
    const { userId, checkoutId } = command;
    const options = { commandId: command.commandId, metadata: { actorId: userId } };
    const streams = [
      checkoutStreamId(checkoutId),
      subscriptionStreamId(userId),
      creditsStreamId(userId),
      userStreamId(userId),
    ];
    const { value } = await this.store.transact(streams, async (tx) => {
      const completion = await decideWithin(
        tx,
        checkoutStreamId(checkoutId),
        checkoutDecider,
        {
          type: 'CompleteCheckout',
          transactionId: transactionIdFor(checkoutId),
          amountCents: command.amountCents,
          paymentRef: command.paymentRef,
          periodEnd: command.periodEnd,
          now,
        },
        { ...options, tag: 'checkout' },
      );
      if (!completion.append) return { appends: [], value: false };
      const activation = await decideWithin(
        tx,
        subscriptionStreamId(userId),
        subscriptionDecider,
        {
          type: 'ActivatePro',
          userId,
          checkoutId,
          provider,
          subscriptionRef: command.subscriptionRef,
          periodEnd: command.periodEnd,
          now,
        },
        { ...options, tag: 'subscription' },
      );
      const grant = await this.credits.grantWithin(
        tx,
        {
          userId,
          lotId: creditLotIdFor(checkoutId),
          kind: 'pro_allocation',
          amount: PRO_CREDITS_PER_YEAR,
          source: `checkout:${checkoutId}`,
        },
        now,
        options,
      );
      const plan = await this.plans.changePlanWithin(
        tx,
        { userId, ...planOf(activation.after) },
        now,
        command.commandId,
      );
      const appends: AppendRequest[] = [completion.append, activation.append, grant, plan].filter(
        (append): append is AppendRequest => append !== undefined,
      );
      return { appends, value: true };
    });
    return value;
  }
}
