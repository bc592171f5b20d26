import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Session } from '../../sessions/session.dto';
import { SignInHandler } from './sign-in.handler';
import { SignInRequest } from './sign-in.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class SignInController {
  constructor(private readonly handler: SignInHandler) {}

  @Post('signin')
  @AnswerHoldsSecret()
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Sign in with e-mail and password',
    description:
      '401 INVALID_CREDENTIALS "Invalid credentials" for a wrong password and an unknown e-mail alike; 429 RATE_LIMITED after 5 failures for the account from one client address within 15 minutes (the owner elsewhere is not locked out), or 10 attempts a minute from one address.',
  })
  @ApiEnvelope(Session)
  @ApiErrors(400, 401, 429)
  signIn(@Body() body: SignInRequest, @Ip() client: string): Promise<Session> {
    return this.handler.execute({ email: body.email, password: body.password, client });
  }
}
