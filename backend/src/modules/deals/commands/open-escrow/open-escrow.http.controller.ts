import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { TransactionTimeline } from '../../http/transaction-timeline.response.dto';
import { ESCROW_INSPECTION_DAYS_DEFAULT } from '../../model/deal-rules';
import { GetTimelineHandler } from '../../queries/get-timeline/get-timeline.handler';
import { OpenEscrowHandler } from './open-escrow.handler';
import { OpenEscrowRequest } from './open-escrow.request.dto';

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class OpenEscrowController {
  constructor(
    private readonly handler: OpenEscrowHandler,
    private readonly timelines: GetTimelineHandler,
  ) {}

  @Post('escrow/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open the deal’s escrow at Escrow.com',
    description:
      'Signed-in users: the deal’s seller or buyer; anyone else gets 404. Opens an Escrow.com transaction for the domain at the sale price, with both parties’ e-mails, who pays the fee and the inspection period, and answers the deal with its escrow id and the link where the buyer pays; an agreed deal moves to escrow opened. From then on Escrow.com’s webhook (and a poll) moves the deal’s stages. 409 ESCROW_ALREADY_OPEN when its escrow is open or being opened; 422 ESCROW_TOO_LATE once payment is secured; 422 ESCROW_NEEDS_BUYER for a deal without a buyer here; 422 TIMELINE_CLOSED; 409 SALE_RESTORED; 422 ESCROW_UNAVAILABLE when this site has no Escrow.com keys (the deal moves by hand); 503 ESCROW_FAILED when Escrow.com refused or did not answer (nothing opened; ask again).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(TransactionTimeline)
  @ApiErrors(400, 401, 404, 409, 422, 503)
  async open(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: OpenEscrowRequest,
  ): Promise<TransactionTimeline> {
    await this.handler.execute({
      timelineId: id,
      callerId: caller.userId,
      feePayer: body.fee_payer ?? 'buyer',
      inspectionDays: body.inspection_days ?? ESCROW_INSPECTION_DAYS_DEFAULT,
    });
    return this.timelines.execute({ timelineId: id, callerId: caller.userId });
  }
}
