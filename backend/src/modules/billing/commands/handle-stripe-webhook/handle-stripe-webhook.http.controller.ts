import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiErrors, RawResponse } from '../../../../platform/http/api-decorators';
import { NotFoundError } from '../../../../platform/errors/domain-error';
import { PaymentProvider } from '../../providers/payment-provider';
import { StripePaymentProvider } from '../../providers/stripe.provider';
import { HandleStripeWebhookHandler } from './handle-stripe-webhook.handler';

@ApiTags('payments')
@Controller('api/payments')
export class HandleStripeWebhookController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly handler: HandleStripeWebhookHandler,
  ) {}

  @Post('webhook')
  @Public()
  @RawResponse()
  @SkipThrottle()
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's webhook",
    description:
      'Verified by the Stripe-Signature header over the raw body; a missing or wrong signature answers 400 INVALID_SIGNATURE and changes nothing. Handles checkout.session.completed, invoice.paid (renewals), customer.subscription.updated and .deleted; each event is applied once however often it is delivered. 404 while Stripe is not configured.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean' } } } })
  @ApiErrors(400, 404)
  async receive(
    @Req() request: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (!(this.provider instanceof StripePaymentProvider))
      throw new NotFoundError('Stripe is not configured');
    const event = this.provider.verifyWebhook(request.rawBody, signature);
    await this.handler.execute(event, this.provider);
    return { received: true };
  }
}
