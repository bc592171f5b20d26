import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from './get-timeline.handler';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class GetTimelineController {
  constructor(private readonly handler: GetTimelineHandler) {}

  @Get('detail/:id')
  @ApiOperation({
    summary: 'A deal’s stages, history and checklists',
    description:
      'Signed-in users: the deal’s seller or buyer. Anyone else, and a malformed id, get 404.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(TransactionTimeline)
  @ApiErrors(401, 404)
  detail(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<TransactionTimeline> {
    return this.handler.execute({ timelineId: id, callerId: caller.userId });
  }
}
