import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetProfileStatsHandler } from './get-profile-stats.handler';
import { ProfileStats } from './get-profile-stats.response.dto';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class GetProfileStatsController {
  constructor(private readonly handler: GetProfileStatsHandler) {}

  @Get('profile-stats')
  @ApiOperation({ summary: "The caller's selling record: listings, sales, revenue, time to sell" })
  @ApiEnvelope(ProfileStats)
  @ApiErrors(401)
  getProfileStats(@CurrentCaller() caller: Caller): Promise<ProfileStats> {
    return this.handler.execute({ userId: caller.userId });
  }
}
