import { Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  GetTestCheckoutHandler,
  TEST_CHECKOUT_ROUTES,
} from '../../queries/get-test-checkout/get-test-checkout.handler';
import { TestCheckoutRoutes } from '../../queries/get-test-checkout/test-checkout.page';
import { CancelTestCheckoutHandler } from './cancel-test-checkout.handler';

/** Cancel on the test checkout's page: back to where the buyer came from, nothing charged. */
@TestCheckoutRoutes()
@Controller(TEST_CHECKOUT_ROUTES)
export class CancelTestCheckoutController {
  constructor(
    private readonly checkouts: GetTestCheckoutHandler,
    private readonly cancellation: CancelTestCheckoutHandler,
  ) {}

  @Post(':checkoutId/cancel')
  async cancel(
    @Param('checkoutId', ParseUUIDPipe) checkoutId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { started } = await this.checkouts.execute(checkoutId);
    await this.cancellation.execute(checkoutId, started.userId);
    response.redirect(303, started.cancelUrl);
  }
}
