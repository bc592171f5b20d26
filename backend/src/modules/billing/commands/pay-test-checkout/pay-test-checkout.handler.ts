import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { oneYearAfter, type ProductId } from '../../model/products';
import { CompleteCheckoutHandler } from '../complete-checkout/complete-checkout.handler';

/**
 * Pay on the test checkout: completes the purchase through the same command as Stripe's webhook,
 * with the test checkout standing in for Stripe's payment and subscription references.
 */
@Injectable()
export class PayTestCheckoutHandler {
  constructor(
    private readonly completion: CompleteCheckoutHandler,
    private readonly clock: Clock,
  ) {}

  async execute(checkoutId: string, product: ProductId): Promise<void> {
    await this.completion.execute({
      checkoutId,
      paymentRef: `test_${checkoutId}`,
      subscription:
        product === 'pro'
          ? { subscriptionRef: `test_sub_${checkoutId}`, periodEnd: oneYearAfter(this.clock.now()) }
          : undefined,
      commandId: `test-checkout-pay:${checkoutId}`,
    });
  }
}
