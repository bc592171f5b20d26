import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from '../../queries/get-timeline/get-timeline.handler';
import {
  CheckDeliveryNowHandler,
  DELIVERY_CHECK_EVERY_SECONDS,
} from './check-delivery-now.handler';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class CheckDeliveryNowController {
  constructor(
    private readonly handler: CheckDeliveryNowHandler,
    private readonly timelines: GetTimelineHandler,
  ) {}

  @Post('delivery-check/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask the registry now whether the name has arrived',
    description:
      'Signed-in users: the deal’s seller or buyer (404 for anyone else). Reads the name’s RDAP record now, as the delivery watch does on its schedule: at the buyer’s registrar, the deal moves to domain transferred (source rdap); at a third registrar, or pending delete, it is put on hold and both sides are mailed; otherwise nothing changes. 409 DELIVERY_NOT_WATCHED before payment is secured, without a receiving registrar, on hold or closed; ' +
      `a deal’s registry is asked at most once in ${DELIVERY_CHECK_EVERY_SECONDS} s (429 DELIVERY_CHECKED_RECENTLY, with \`Retry-After\`). Answers the deal.`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(TransactionTimeline)
  @ApiErrors(401, 404, 409, 429)
  async check(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<TransactionTimeline> {
    await this.handler.execute(id, caller.userId);
    return this.timelines.execute({ timelineId: id, callerId: caller.userId });
  }
}
