import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from '../../queries/get-timeline/get-timeline.handler';
import { SetReceivingRegistrarHandler } from './set-receiving-registrar.handler';
import { SetReceivingRegistrarRequest } from './set-receiving-registrar.request.dto';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class SetReceivingRegistrarController {
  constructor(
    private readonly handler: SetReceivingRegistrarHandler,
    private readonly timelines: GetTimelineHandler,
  ) {}

  @Put('receiving-registrar/:id')
  @ApiOperation({
    summary: 'Name the registrar that receives the name',
    description:
      'Signed-in users: the deal’s buyer (403 for its seller; 404 for anyone else), before the name is transferred (422 TRANSFER_DONE after). Once payment is secured, the name’s RDAP record is checked on a schedule (15 minutes, then less often, up to every 6 hours): when its registrar of record is this one, the deal moves to domain transferred by itself (source rdap); another registrar, or a pending delete or redemption period, puts the deal on hold and mails both sides.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(TransactionTimeline)
  @ApiErrors(400, 401, 403, 404, 422)
  async set(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: SetReceivingRegistrarRequest,
  ): Promise<TransactionTimeline> {
    await this.handler.execute(id, caller.userId, body.registrar);
    return this.timelines.execute({ timelineId: id, callerId: caller.userId });
  }
}
