import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler';
import { PayTestCheckoutHandler } from './commands/pay-test-checkout/pay-test-checkout.handler';
import { type ProductId } from './model/products';
import { TestCheckoutProvider } from './providers/test-checkout.provider';

/**
 * A purchase paid through the test checkout without a browser, whatever provider is configured:
 * the demo seed's sellers buy their credits and plans this way, so that their billing pages,
 * subscriptions and credit lots are the product's own records.
 */
@Injectable()
export class TestPurchases {
  constructor(
    private readonly start: StartCheckoutHandler,
    private readonly pay: PayTestCheckoutHandler,
    private readonly config: AppConfig,
  ) {}

  async buy(userId: string, productId: ProductId, quantity = 1): Promise<void> {
    const products = await new TestCheckoutProvider(this.config).products();
    const product = products.find((candidate) => candidate.id === productId);
    if (!product) throw new Error(`No test product ${productId}`);
    const checkoutId = await this.start.execute({
      userId,
      product,
      quantity,
      provider: 'test',
      successUrl: `${this.config.siteUrl}/success`,
      cancelUrl: `${this.config.siteUrl}/billing`,
    });
    await this.pay.execute(checkoutId, productId);
  }
}
