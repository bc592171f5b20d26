import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ListDomainsInBulkHandler } from './list-domains-in-bulk.handler';
import { BulkListingRequest } from './list-domains-in-bulk.request.dto';
import { BulkListingResult } from './list-domains-in-bulk.response.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class ListDomainsInBulkController {
  constructor(private readonly handler: ListDomainsInBulkHandler) {}

  @TokenScope('listings:write')
  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'List up to 500 domains from CSV rows (Liquidation Pro)',
    description:
      "Each row is checked with the single form's rules. Valid rows are listed in one transaction, in order, one credit each, while credits last; the answer lists accepted and rejected rows with reasons. 403 PRO_REQUIRED for free sellers.",
  })
  @ApiEnvelope(BulkListingResult)
  @ApiErrors(400, 401, 403, 409)
  listInBulk(
    @CurrentCaller() caller: Caller,
    @Body() body: BulkListingRequest,
  ): Promise<BulkListingResult> {
    return this.handler.execute({
      sellerId: caller.userId,
      rows: body.rows,
      firstRow: body.firstRow,
    });
  }
}
