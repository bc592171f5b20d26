import { Injectable } from '@nestjs/common';
import { PaymentsUnavailableError } from '../model/billing.errors';
import { PaymentProvider } from './payment-provider';

/**
 * Production without Stripe keys and without PAYMENTS_TEST_MODE: nothing is on sale, so the
 * screens say purchasing is temporarily unavailable instead of offering a fake checkout.
 */
@Injectable()
export class UnavailablePaymentProvider extends PaymentProvider {
  readonly name = 'test' as const;

  products() {
    return Promise.resolve([]);
  }

  openCheckout(): never {
    throw new PaymentsUnavailableError();
  }

  cancelAtPeriodEnd(): never {
    throw new PaymentsUnavailableError();
  }
}
