import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetProfileHandler } from './get-profile.handler';
import { Profile } from './get-profile.response.dto';

@ApiTags('user')
@Controller('api/user')
export class GetProfileController {
  constructor(private readonly handler: GetProfileHandler) {}

  @Get('profile')
  @ApiOperation({ summary: "The caller's profile, with available credits and tier" })
  @ApiEnvelope(Profile)
  @ApiErrors(401, 404)
  getProfile(@CurrentCaller() caller: Caller): Promise<Profile> {
    return this.handler.execute({ userId: caller.userId });
  }
}
