import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Session } from '../../sessions/session.dto';
import { RefreshSessionHandler } from './refresh-session.handler';
import { RefreshRequest } from './refresh-session.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class RefreshSessionController {
  constructor(private readonly handler: RefreshSessionHandler) {}

  @Post('refresh')
  @AnswerHoldsSecret()
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Rotate the refresh token and get a new access token',
    description:
      'Each refresh token works once. Presented again within 10 seconds of its use, while the token it was exchanged for is unused, it answers that same token (two tabs refreshing at once); otherwise presenting one that was already used revokes the whole session (401 SESSION_REVOKED). An unknown or expired one answers 401 UNAUTHORIZED.',
  })
  @ApiEnvelope(Session)
  @ApiErrors(400, 401, 429)
  refresh(@Body() body: RefreshRequest): Promise<Session> {
    return this.handler.execute({ refreshToken: body.refresh_token });
  }
}
