import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ForbiddenError, ValidationError } from '../../../../platform/errors/domain-error';
import { TransactionDto } from '../../http/transaction.response.dto';
import { GetRestTransactionsHandler } from './get-rest-transactions.handler';
import { parseTransactionFilter, type RestTransactionQuery } from './transaction-filter';

/** PostgREST-compatible payment history, as the spec's billing screen calls it. */
@ApiTags('billing')
@Controller('api/rest/v1')
export class GetRestTransactionsController {
  constructor(private readonly handler: GetRestTransactionsHandler) {}

  @Get('transactions')
  @ApiOperation({
    summary: "The caller's transactions, PostgREST style",
    description:
      "Always limited to the caller's own rows. A filter naming another user id answers 403 FORBIDDEN; a malformed one 400. `GET /api/billing/transactions` is the plain equivalent.",
  })
  @ApiQuery({ name: 'or', required: false, example: '(seller_id.eq.<uuid>,buyer_id.eq.<uuid>)' })
  @ApiQuery({ name: 'seller_id', required: false, example: 'eq.<uuid>' })
  @ApiQuery({ name: 'buyer_id', required: false, example: 'eq.<uuid>' })
  @ApiQuery({ name: 'status', required: false, example: 'eq.completed' })
  @ApiQuery({ name: 'order', required: false, example: 'created_at.desc' })
  @ApiQuery({ name: 'limit', required: false, example: 50 })
  @ApiQuery({ name: 'select', required: false, description: 'Accepted and ignored' })
  @ApiEnvelope(TransactionDto, { isArray: true })
  @ApiErrors(400, 401, 403)
  async getTransactions(
    @CurrentCaller() caller: Caller,
    @Query() query: RestTransactionQuery,
  ): Promise<TransactionDto[]> {
    const parsed = parseTransactionFilter(query);
    if ('errors' in parsed) throw new ValidationError(parsed.errors);
    const { filter } = parsed;
    if (filter.userIds.some((id) => id.toLowerCase() !== caller.userId.toLowerCase()))
      throw new ForbiddenError('You can only read your own transactions');
    return this.handler.execute(caller.userId, filter);
  }
}
