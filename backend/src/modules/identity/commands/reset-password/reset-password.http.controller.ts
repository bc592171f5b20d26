import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Session } from '../../sessions/session.dto';
import { ResetPasswordHandler } from './reset-password.handler';
import { ResetPasswordRequest } from './reset-password.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class ResetPasswordController {
  constructor(private readonly handler: ResetPasswordHandler) {}

  @Post('reset-password')
  @AnswerHoldsSecret()
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Set a new password with the mailed reset token, and sign in',
    description:
      'The token works once, for an hour. Every existing session of the account is revoked. 401 INVALID_RESET_TOKEN for an unknown, used or expired token; 422 WEAK_PASSWORD.',
  })
  @ApiEnvelope(Session)
  @ApiErrors(400, 401, 422, 429)
  resetPassword(@Body() body: ResetPasswordRequest): Promise<Session> {
    return this.handler.execute({ token: body.token, password: body.password });
  }
}
