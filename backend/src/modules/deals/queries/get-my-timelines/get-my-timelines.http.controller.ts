import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimelinesPage } from '../../http/transaction-timeline.response.dto';
import { DEAL_LIST_DEFAULT } from '../../model/deal-rules';
import { GetMyTimelinesHandler } from './get-my-timelines.handler';
import { GetMyTimelinesRequest } from './get-my-timelines.request.dto';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class GetMyTimelinesController {
  constructor(private readonly handler: GetMyTimelinesHandler) {}

  @Get('my-timelines')
  @ApiOperation({
    summary: 'Your deals as seller and as buyer, newest activity first',
    description: 'Signed-in users. Filter by status (open, completed, cancelled) and role.',
  })
  @ApiEnvelope(TransactionTimelinesPage)
  @ApiErrors(400, 401)
  list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetMyTimelinesRequest,
  ): Promise<TransactionTimelinesPage> {
    return this.handler.execute({
      callerId: caller.userId,
      page: request.page ?? 1,
      limit: request.limit ?? DEAL_LIST_DEFAULT,
      status: request.status,
      role: request.role,
    });
  }
}
