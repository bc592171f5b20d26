import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Session } from '../../sessions/session.dto';
import { SignUpHandler } from './sign-up.handler';
import { SignUpRequest } from './sign-up.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class SignUpController {
  constructor(private readonly handler: SignUpHandler) {}

  @Post('signup')
  @AnswerHoldsSecret()
  @Public()
  @HttpCode(HttpStatus.CREATED)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Create an account and sign in',
    description:
      '409 EMAIL_ALREADY_REGISTERED when the address has an account; 422 WEAK_PASSWORD with the reasons in details.',
  })
  @ApiEnvelope(Session, { status: 201 })
  @ApiErrors(400, 409, 422, 429)
  signUp(@Body() body: SignUpRequest): Promise<Session> {
    return this.handler.execute({
      email: body.email,
      password: body.password,
      fullName: body.full_name,
      acceptedTerms: body.accepted_terms,
      marketingConsent: body.marketing_consent,
    });
  }
}
