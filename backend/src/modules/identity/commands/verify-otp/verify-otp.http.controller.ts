import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Session } from '../../sessions/session.dto';
import { VerifyOtpHandler } from './verify-otp.handler';
import { VerifyOtpRequest } from './verify-otp.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class VerifyOtpController {
  constructor(private readonly handler: VerifyOtpHandler) {}

  @Post('verify')
  @AnswerHoldsSecret()
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Sign in with the mailed one-time code',
    description:
      '401 INVALID_OTP for a wrong, used or expired code (a code dies after 5 wrong guesses); 429 RATE_LIMITED after 5 failures for the account from one client address within 15 minutes.',
  })
  @ApiEnvelope(Session)
  @ApiErrors(400, 401, 429)
  verify(@Body() body: VerifyOtpRequest, @Ip() client: string): Promise<Session> {
    return this.handler.execute({ email: body.email, code: body.token, client });
  }
}
