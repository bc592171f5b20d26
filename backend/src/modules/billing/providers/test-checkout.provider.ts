import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import {
  PRO_CREDITS_PER_YEAR,
  type Product,
  PRODUCT_COPY,
  type ProductId,
} from '../model/products';
import { type CheckoutRequest, type OpenedCheckout, PaymentProvider } from './payment-provider';

export const TEST_PRICE_IDS: Record<ProductId, string> = {
  credit: 'test_price_credit',
  pro: 'test_price_pro',
};

/**
 * The built-in test checkout: no money moves. The session opens our own TEST PAYMENT page, whose
 * Pay button completes the purchase through the same commands as Stripe's webhook. Prices come
 * from configuration (CREDIT_PRICE_USD, PRO_PRICE_USD).
 */
@Injectable()
export class TestCheckoutProvider extends PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly config: AppConfig) {
    super();
  }

  products(): Promise<Product[]> {
    return Promise.resolve([
      {
        id: 'credit',
        priceId: TEST_PRICE_IDS.credit,
        ...PRODUCT_COPY.credit,
        price: this.config.CREDIT_PRICE_USD,
        credits: 1,
      },
      {
        id: 'pro',
        priceId: TEST_PRICE_IDS.pro,
        ...PRODUCT_COPY.pro,
        price: this.config.PRO_PRICE_USD,
        credits: PRO_CREDITS_PER_YEAR,
      },
    ]);
  }

  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
    return Promise.resolve({
      sessionId: request.checkoutId,
      url: `${this.config.siteUrl}/api/payments/test-checkout/${request.checkoutId}`,
    });
  }

  cancelAtPeriodEnd(): Promise<void> {
    return Promise.resolve();
  }
}
