import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SignOutHandler } from './sign-out.handler';
import { SignedOut, SignOutRequest } from './sign-out.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class SignOutController {
  constructor(private readonly handler: SignOutHandler) {}

  @Post('signout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign out: revoke the session',
    description:
      'Revokes the session of the bearer token (its access token stops working at once) and, if given, the session of refresh_token.',
  })
  @ApiEnvelope(SignedOut)
  @ApiErrors(400, 401)
  async signOut(@CurrentCaller() caller: Caller, @Body() body: SignOutRequest): Promise<SignedOut> {
    await this.handler.execute({
      userId: caller.userId,
      sessionId: caller.sessionId,
      refreshToken: body.refresh_token,
    });
    return { signed_out: true };
  }
}
