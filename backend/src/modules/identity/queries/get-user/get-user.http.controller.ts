import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuthUser } from '../../sessions/session.dto';
import { GetUserHandler } from './get-user.handler';

@ApiTags('auth')
@Controller('api/auth')
export class GetUserController {
  constructor(private readonly handler: GetUserHandler) {}

  @Get('user')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiEnvelope(AuthUser)
  @ApiErrors(401)
  getUser(@CurrentCaller() caller: Caller): Promise<AuthUser> {
    return this.handler.execute({ userId: caller.userId });
  }
}
