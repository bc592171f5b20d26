import { Body, Controller, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuthUser } from '../../sessions/session.dto';
import { UpdateUserHandler } from './update-user.handler';
import { UpdateUserRequest } from './update-user.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class UpdateUserController {
  constructor(private readonly handler: UpdateUserHandler) {}

  @Put('user')
  @ApiOperation({
    summary: "Change the signed-in user's password and/or full name",
    description: 'A new password signs out every other session; 422 WEAK_PASSWORD with reasons.',
  })
  @ApiEnvelope(AuthUser)
  @ApiErrors(400, 401, 422)
  updateUser(@CurrentCaller() caller: Caller, @Body() body: UpdateUserRequest): Promise<AuthUser> {
    return this.handler.execute({
      userId: caller.userId,
      sessionId: caller.sessionId,
      password: body.password,
      fullName: body.data?.full_name,
    });
  }
}
