import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SaleReport } from '../../http/sale-report.response.dto';
import { SaleNotFoundError } from '../../model/deal.errors';
import { GenerateSaleReportHandler } from './generate-sale-report.handler';
import { GenerateSaleReportRequest } from './generate-sale-report.request.dto';

@ApiTags('post-transaction-analytics')
@Controller('api/post-transaction-analytics')
export class GenerateSaleReportController {
  constructor(private readonly handler: GenerateSaleReportHandler) {}

  @Post('generate')
  @ApiOperation({
    summary: 'Report on one of your sales',
    description:
      'Signed-in users: the sale’s seller; anyone else gets 404. The report’s id is the transaction id. A job makes it after each sale; generating it again answers the stored report unchanged.',
  })
  @ApiEnvelope(SaleReport, { status: 201 })
  @ApiErrors(400, 401, 404)
  async generate(
    @CurrentCaller() caller: Caller,
    @Body() body: GenerateSaleReportRequest,
  ): Promise<SaleReport> {
    const report = await this.handler.execute({
      transactionId: body.transactionId,
      sellerId: caller.userId,
    });
    if (!report) throw new SaleNotFoundError();
    return report;
  }
}
