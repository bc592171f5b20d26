import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from '../../queries/get-timeline/get-timeline.handler';
import { EnterAuthCodeHandler } from './enter-auth-code.handler';
import { EnterAuthCodeRequest } from './enter-auth-code.request.dto';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class EnterAuthCodeController {
  constructor(
    private readonly handler: EnterAuthCodeHandler,
    private readonly timelines: GetTimelineHandler,
  ) {}

  @Put('auth-code/:id')
  @ApiOperation({
    summary: 'Enter the name’s transfer auth code, for the buyer to see once',
    description:
      'Signed-in users: the deal’s seller (403 for its buyer; 404 for anyone else), once payment is secured and until the name is transferred (422 AUTH_CODE_NOT_NOW otherwise). The code is kept sealed, never in an event, a log line or an answer; entering it again replaces it and lets the buyer see the new one. It is erased once the name is transferred or the deal cancelled. Answers the deal, which says when the code was entered and shown.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(TransactionTimeline)
  @ApiErrors(400, 401, 403, 404, 409, 422)
  async enter(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: EnterAuthCodeRequest,
  ): Promise<TransactionTimeline> {
    await this.handler.execute({
      timelineId: id,
      callerId: caller.userId,
      authCode: body.auth_code,
    });
    return this.timelines.execute({ timelineId: id, callerId: caller.userId });
  }
}
