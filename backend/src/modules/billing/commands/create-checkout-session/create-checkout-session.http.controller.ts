import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { CreateCheckoutSessionHandler } from './create-checkout-session.handler';
import { CreateCheckoutSessionRequest } from './create-checkout-session.request.dto';
import { CheckoutSessionDto } from './create-checkout-session.response.dto';

@ApiTags('payments')
@Controller('api/payments')
export class CreateCheckoutSessionController {
  constructor(private readonly handler: CreateCheckoutSessionHandler) {}

  @Post('create-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start buying credits or Liquidation Pro',
    description:
      'Answers the address where the browser pays. Nothing is granted here: credits and Pro come when the payment completes (the Stripe webhook, or Pay on the test checkout). Unknown price_id: 404 PRODUCT_NOT_FOUND; Pro already active: 409 ALREADY_PRO; payment provider down: 503 PAYMENTS_UNAVAILABLE.',
  })
  @ApiEnvelope(CheckoutSessionDto)
  @ApiErrors(400, 401, 404, 409, 503)
  createSession(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateCheckoutSessionRequest,
  ): Promise<CheckoutSessionDto> {
    return this.handler.execute({
      userId: caller.userId,
      priceId: body.price_id,
      mode: body.mode,
      quantity: body.quantity,
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
    });
  }
}
