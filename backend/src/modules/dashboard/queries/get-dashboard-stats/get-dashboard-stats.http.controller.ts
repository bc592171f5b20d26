import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetDashboardStatsHandler } from './get-dashboard-stats.handler';
import { DashboardStats } from './get-dashboard-stats.response.dto';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class GetDashboardStatsController {
  constructor(private readonly handler: GetDashboardStatsHandler) {}

  @Get('stats')
  @ApiOperation({
    summary: "The caller's listing stats (cached 60 s; the caller's own changes show at once)",
  })
  @ApiEnvelope(DashboardStats)
  @ApiErrors(401)
  getStats(@CurrentCaller() caller: Caller): Promise<DashboardStats> {
    return this.handler.execute({ userId: caller.userId });
  }
}
