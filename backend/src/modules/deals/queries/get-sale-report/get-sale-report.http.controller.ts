import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SaleReport } from '../../http/sale-report.response.dto';
import { GetSaleReportHandler } from './get-sale-report.handler';

@ApiTags('post-transaction-analytics')
@Controller('api/post-transaction-analytics')
export class GetSaleReportController {
  constructor(private readonly handler: GetSaleReportHandler) {}

  @Get('report/:id')
  @ApiOperation({
    summary: 'The report on one of your sales',
    description:
      'Signed-in users: the sale’s seller. 404 until the report is generated, for anyone else and for a malformed id.',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'The report id (the transaction id)' })
  @ApiEnvelope(SaleReport)
  @ApiErrors(401, 404)
  report(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<SaleReport> {
    return this.handler.execute({ reportId: id, sellerId: caller.userId });
  }
}
