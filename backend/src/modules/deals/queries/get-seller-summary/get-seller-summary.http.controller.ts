import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SellerSalesSummary } from '../../http/sale-report.response.dto';
import { DEAL_LIST_DEFAULT } from '../../model/deal-rules';
import { DEFAULT_TIMEFRAME } from '../../model/sale-report-rules';
import { GetSellerSummaryHandler } from './get-seller-summary.handler';
import { GetSellerSummaryRequest } from './get-seller-summary.request.dto';

@ApiTags('post-transaction-analytics')
@Controller('api/post-transaction-analytics')
export class GetSellerSummaryController {
  constructor(private readonly handler: GetSellerSummaryHandler) {}

  @Get('seller-summary')
  @ApiOperation({
    summary: 'Your sales of a timeframe: totals, averages and their reports',
    description:
      'Signed-in users, their own sales. Counts the sales made in the timeframe (default 90d) that have a report and were not reversed, newest first. Averages are null without a sale.',
  })
  @ApiEnvelope(SellerSalesSummary)
  @ApiErrors(400, 401)
  summary(
    @CurrentCaller() caller: Caller,
    @Query() request: GetSellerSummaryRequest,
  ): Promise<SellerSalesSummary> {
    return this.handler.execute({
      sellerId: caller.userId,
      timeframe: request.timeframe ?? DEFAULT_TIMEFRAME,
      page: request.page ?? 1,
      limit: request.limit ?? DEAL_LIST_DEFAULT,
    });
  }
}
