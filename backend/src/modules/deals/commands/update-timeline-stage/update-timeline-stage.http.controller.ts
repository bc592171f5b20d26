import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from '../../queries/get-timeline/get-timeline.handler';
import { UpdateTimelineStageHandler } from './update-timeline-stage.handler';
import { UpdateTimelineStageRequest } from './update-timeline-stage.request.dto';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class UpdateTimelineStageController {
  constructor(
    private readonly handler: UpdateTimelineStageHandler,
    private readonly timelines: GetTimelineHandler,
  ) {}

  @Put('update-stage/:id')
  @ApiOperation({
    summary: 'Move a deal to its next stage, or cancel it',
    description:
      'Signed-in users: the deal’s seller or buyer; anyone else gets 404. Stages go agreed, escrow_opened, payment_secured, domain_transferred, funds_released, completed, one at a time; cancelled is accepted from any stage before completed. 422 STAGE_OUT_OF_ORDER for any other stage; 422 TIMELINE_CLOSED once completed or cancelled; 409 SALE_RESTORED when the sale was reversed (cancelling is still accepted). Each change is recorded with its notes, the acting role and the actor.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(TransactionTimeline)
  @ApiErrors(400, 401, 404, 409, 422)
  async updateStage(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: UpdateTimelineStageRequest,
  ): Promise<TransactionTimeline> {
    await this.handler.execute({
      timelineId: id,
      callerId: caller.userId,
      stage: body.stage,
      notes: body.notes,
    });
    return this.timelines.execute({ timelineId: id, callerId: caller.userId });
  }
}
