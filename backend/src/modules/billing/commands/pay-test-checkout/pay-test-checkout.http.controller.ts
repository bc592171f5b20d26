import { Controller, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from '../../../../platform/errors/domain-error';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../../providers/payment-provider';
import {
  GetTestCheckoutHandler,
  TEST_CHECKOUT_ROUTES,
} from '../../queries/get-test-checkout/get-test-checkout.handler';
import {
  TestCheckoutRoutes,
  testCheckoutPage,
} from '../../queries/get-test-checkout/test-checkout.page';
import { PayTestCheckoutHandler } from './pay-test-checkout.handler';

/** Pay on the test checkout's page. */
@TestCheckoutRoutes()
@Controller(TEST_CHECKOUT_ROUTES)
export class PayTestCheckoutController {
  constructor(
    private readonly checkouts: GetTestCheckoutHandler,
    private readonly payment: PayTestCheckoutHandler,
  ) {}

  /**
   * A refused Pay (already Pro, checkout no longer open) answers 409 with the error envelope, or,
   * to the browser that posted the form, with the checkout page saying why nothing was charged.
   */
  @Post(':checkoutId/pay')
  async pay(
    @Param('checkoutId', ParseUUIDPipe) checkoutId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const checkout = await this.checkouts.execute(checkoutId);
    try {
      await this.payment.execute(checkoutId, checkout.started.product);
    } catch (error) {
      const conflict = error instanceof DomainError && error.kind === 'conflict';
      if (!conflict || request.accepts(['json', 'html']) !== 'html') throw error;
      response
        .status(HttpStatus.CONFLICT)
        .type('html')
        .send(testCheckoutPage(checkout.started, checkout.status, error.message));
      return;
    }
    response.redirect(
      303,
      checkout.started.successUrl.replace(CHECKOUT_SESSION_PLACEHOLDER, checkoutId),
    );
  }
}
