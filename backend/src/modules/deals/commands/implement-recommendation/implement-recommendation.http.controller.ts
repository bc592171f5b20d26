import { Controller, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SaleReport } from '../../http/sale-report.response.dto';
import { GetSaleReportHandler } from '../../queries/get-sale-report/get-sale-report.handler';
import { ImplementRecommendationHandler } from './implement-recommendation.handler';
import { ImplementRecommendationQuery } from './implement-recommendation.request.dto';

@ApiTags('post-transaction-analytics')
@Controller('api/post-transaction-analytics')
export class ImplementRecommendationController {
  constructor(
    private readonly handler: ImplementRecommendationHandler,
    private readonly reports: GetSaleReportHandler,
  ) {}

  @Put('implement-recommendation')
  @ApiOperation({
    summary: 'Mark a recommendation of one of your sale reports implemented',
    description:
      'Signed-in users: the seller the report is for; anyone else gets 404. Marking it again changes nothing. Answers the whole report.',
  })
  @ApiEnvelope(SaleReport)
  @ApiErrors(400, 401, 404, 409)
  async implement(
    @CurrentCaller() caller: Caller,
    @Query() query: ImplementRecommendationQuery,
  ): Promise<SaleReport> {
    const { reportId } = await this.handler.execute({
      recommendationId: query.recommendationId,
      sellerId: caller.userId,
    });
    return this.reports.execute({ reportId: reportId, sellerId: caller.userId });
  }
}
