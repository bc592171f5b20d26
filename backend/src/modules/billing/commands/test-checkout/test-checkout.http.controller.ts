import { Controller, Get, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { AppConfig } from '../../../../platform/config/app-config';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { DomainError, NotFoundError } from '../../../../platform/errors/domain-error';
import { CHECKOUT_SESSION_PLACEHOLDER, PaymentProvider } from '../../providers/payment-provider';
import { CompleteCheckoutHandler } from '../complete-checkout/complete-checkout.handler';
import { CancelTestCheckoutHandler } from './cancel-test-checkout.handler';
import { PayTestCheckoutHandler } from './pay-test-checkout.handler';
import { testCheckoutPage } from './test-checkout.page';

/**
 * The built-in test checkout (DECISIONS.md "Payments"): a page marked TEST PAYMENT whose Pay
 * completes the purchase through the same command as Stripe's webhook and returns to /success.
 * The unguessable checkout id is the capability, as with a Stripe Checkout address. Exists only
 * while the test checkout is the payment provider.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@SkipThrottle()
@Controller('api/payments/test-checkout')
export class TestCheckoutController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly completion: CompleteCheckoutHandler,
    private readonly payment: PayTestCheckoutHandler,
    private readonly cancellation: CancelTestCheckoutHandler,
    private readonly config: AppConfig,
  ) {}

  @Get(':checkoutId')
  async show(
    @Param('checkoutId', ParseUUIDPipe) checkoutId: string,
    @Res() response: Response,
  ): Promise<void> {
    const checkout = await this.open(checkoutId);
    response.type('html').send(testCheckoutPage(checkout.started, checkout.status));
  }

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
    const checkout = await this.open(checkoutId);
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

  @Post(':checkoutId/cancel')
  async cancel(
    @Param('checkoutId', ParseUUIDPipe) checkoutId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { started } = await this.open(checkoutId);
    await this.cancellation.execute(checkoutId, started.userId);
    response.redirect(303, started.cancelUrl);
  }

  private async open(checkoutId: string) {
    const testMode = !this.config.isProduction || this.config.PAYMENTS_TEST_MODE;
    if (this.provider.name !== 'test' || !testMode) throw new NotFoundError();
    const checkout = await this.completion.find(checkoutId);
    if (checkout.started.provider !== 'test') throw new NotFoundError();
    return checkout;
  }
}
