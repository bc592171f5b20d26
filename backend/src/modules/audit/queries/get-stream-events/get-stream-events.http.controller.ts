import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuditTrail } from '../../audit-trail';
import { GetStreamEventsHandler } from './get-stream-events.handler';
import { GetStreamEventsRequest } from './get-stream-events.request.dto';
import { StreamEventsPage } from './stream-events.response.dto';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/streams')
export class GetStreamEventsController {
  constructor(
    private readonly handler: GetStreamEventsHandler,
    private readonly trail: AuditTrail,
  ) {}

  @Get(':streamId/events')
  @ApiOperation({
    summary: 'One stream’s events in order (auditors)',
    description: '404 when the stream has no events. The read is itself recorded.',
  })
  @ApiParam({ name: 'streamId', example: 'listing-0b6f6f0e-8f1c-4c55-9d43-3f9b1c1f2a10' })
  @ApiEnvelope(StreamEventsPage)
  @ApiErrors(400, 401, 403, 404)
  async list(
    @CurrentCaller() caller: Caller,
    @Param('streamId') streamId: string,
    @Query() request: GetStreamEventsRequest,
  ): Promise<StreamEventsPage> {
    const page = await this.handler.execute(streamId, request);
    await this.trail.read(caller.userId, 'stream', { streamId, ...request });
    return page;
  }
}
