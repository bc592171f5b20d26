import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetTransactionsHandler } from './get-transactions.handler';
import { GetTransactionsRequest } from './get-transactions.request.dto';
import { TransactionsPage } from './get-transactions.response.dto';

@ApiTags('billing')
@Controller('api/billing')
export class GetTransactionsController {
  constructor(private readonly handler: GetTransactionsHandler) {}

  @Get('transactions')
  @ApiOperation({
    summary: "The caller's payment history, newest first, with totals",
    description: 'Only payments the caller made or received. Amounts are US dollars.',
  })
  @ApiEnvelope(TransactionsPage)
  @ApiErrors(400, 401)
  getTransactions(
    @CurrentCaller() caller: Caller,
    @Query() query: GetTransactionsRequest,
  ): Promise<TransactionsPage> {
    return this.handler.execute({ userId: caller.userId, page: query.page, limit: query.limit });
  }
}
