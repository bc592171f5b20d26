import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetAdvancedAnalyticsHandler } from './get-advanced-analytics.handler';
import { AdvancedAnalytics } from './get-advanced-analytics.response.dto';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class GetAdvancedAnalyticsController {
  constructor(private readonly handler: GetAdvancedAnalyticsHandler) {}

  @Get('advanced')
  @ApiOperation({
    summary:
      "The caller's last 90 days, top listings and price bands; Liquidation Pro only (else 403 PRO_REQUIRED)",
  })
  @ApiEnvelope(AdvancedAnalytics)
  @ApiErrors(401, 403)
  getAdvanced(@CurrentCaller() caller: Caller): Promise<AdvancedAnalytics> {
    return this.handler.execute({ userId: caller.userId });
  }
}
