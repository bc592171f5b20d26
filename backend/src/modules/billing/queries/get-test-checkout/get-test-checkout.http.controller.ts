import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import type { Response } from 'express';
import { GetTestCheckoutHandler, TEST_CHECKOUT_ROUTES } from './get-test-checkout.handler';
import { TestCheckoutRoutes, testCheckoutPage } from './test-checkout.page';

/**
 * The built-in test checkout (DECISIONS.md "Payments"): a page marked TEST PAYMENT whose Pay
 * completes the purchase through the same command as Stripe's webhook and returns to /success
 * (commands/pay-test-checkout), and whose Cancel returns to the page the buyer came from
 * (commands/cancel-test-checkout). The unguessable checkout id is the capability, as with a
 * Stripe Checkout address.
 */
@TestCheckoutRoutes()
@Controller(TEST_CHECKOUT_ROUTES)
export class GetTestCheckoutController {
  constructor(private readonly handler: GetTestCheckoutHandler) {}

  @Get(':checkoutId')
  async show(
    @Param('checkoutId', ParseUUIDPipe) checkoutId: string,
    @Res() response: Response,
  ): Promise<void> {
    const checkout = await this.handler.execute(checkoutId);
    response.type('html').send(testCheckoutPage(checkout.started, checkout.status));
  }
}
