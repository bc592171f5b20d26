import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SoldRecordsPage } from '../../http/sold-record.response.dto';
import { LEAD_LIST_MAX } from '../../model/inquiry-rules';
import { GetSellerSalesHandler } from './get-seller-sales.handler';
import { GetSellerSalesRequest } from './get-seller-sales.request.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class GetSellerSalesController {
  constructor(private readonly handler: GetSellerSalesHandler) {}

  @TokenScope('leads:read')
  @Get('sales')
  @ApiOperation({
    summary: 'Your completed sales, newest first (the lead manager’s Completed Sales)',
    description: 'Every sale, from a lead or not; a restored sale is no longer listed.',
  })
  @ApiEnvelope(SoldRecordsPage)
  @ApiErrors(400, 401)
  list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetSellerSalesRequest,
  ): Promise<SoldRecordsPage> {
    return this.handler.execute({
      sellerId: caller.userId,
      page: request.page ?? 1,
      limit: request.limit ?? LEAD_LIST_MAX,
    });
  }
}
