import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { NotFoundError } from '../../../../platform/errors/domain-error';
import { CompleteCheckoutHandler } from '../../commands/complete-checkout/complete-checkout.handler';
import { PaymentProvider } from '../../providers/payment-provider';

/**
 * A checkout of the built-in test checkout. There is none (404) unless the test checkout is the
 * payment provider and test payments are allowed, and the checkout was started with it.
 */
@Injectable()
export class GetTestCheckoutHandler {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly checkouts: CompleteCheckoutHandler,
    private readonly config: AppConfig,
  ) {}

  async execute(checkoutId: string): ReturnType<CompleteCheckoutHandler['find']> {
    const testMode = !this.config.isProduction || this.config.PAYMENTS_TEST_MODE;
    if (this.provider.name !== 'test' || !testMode) throw new NotFoundError();
    const checkout = await this.checkouts.find(checkoutId);
    if (checkout.started.provider !== 'test') throw new NotFoundError();
    return checkout;
  }
}

/** The routes of the test checkout: no API document, no session, answers as they are, no limit. */
export const TEST_CHECKOUT_ROUTES = 'api/payments/test-checkout';
