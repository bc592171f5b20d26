import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetSellerOverviewHandler } from './get-seller-overview.handler';
import { SellerOverview } from './get-seller-overview.response.dto';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class GetSellerOverviewController {
  constructor(private readonly handler: GetSellerOverviewHandler) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Your leads and sales in figures',
    description:
      'Cached 30 s per user; a new lead, a status change or a sale refreshes it at once.',
  })
  @ApiEnvelope(SellerOverview)
  @ApiErrors(401)
  overview(@CurrentCaller() caller: Caller): Promise<SellerOverview> {
    return this.handler.execute(caller.userId);
  }
}
