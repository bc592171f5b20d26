import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from '../../queries/get-timeline/get-timeline.handler';
import { CreateTimelineHandler } from './create-timeline.handler';
import { CreateTimelineRequest } from './create-timeline.request.dto';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class CreateTimelineController {
  constructor(
    private readonly handler: CreateTimelineHandler,
    private readonly timelines: GetTimelineHandler,
  ) {}

  @Post('create')
  @ApiOperation({
    summary: 'Follow a sale from agreement to completion',
    description:
      'Signed-in users: the sale’s seller, or the buyer it was sold to from a lead. One timeline per sale, starting at agreed: creating it again answers the same timeline. 404 for an unknown sale or anyone else; 409 SALE_RESTORED when the sale was reversed.',
  })
  @ApiEnvelope(TransactionTimeline, { status: 201 })
  @ApiErrors(400, 401, 404, 409)
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateTimelineRequest,
  ): Promise<TransactionTimeline> {
    const { timelineId } = await this.handler.execute({
      transactionId: body.transactionId,
      callerId: caller.userId,
    });
    return this.timelines.execute({ timelineId, callerId: caller.userId });
  }
}
