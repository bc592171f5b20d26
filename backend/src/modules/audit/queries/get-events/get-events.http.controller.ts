import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuditTrail } from '../../audit-trail';
import { AuditEventsPage } from '../../http/audit-events-page.response.dto';
import { GetEventsHandler } from './get-events.handler';
import { GetEventsRequest } from './get-events.request.dto';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/events')
export class GetEventsController {
  constructor(
    private readonly handler: GetEventsHandler,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Browse the event log (auditors)',
    description:
      'Every event in global-position order, as stored, filtered by type, stream type, stream, start position and time range; cursor pagination. The read is itself recorded.',
  })
  @ApiEnvelope(AuditEventsPage)
  @ApiErrors(400, 401, 403)
  async list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetEventsRequest,
  ): Promise<AuditEventsPage> {
    const page = await this.handler.execute(request);
    await this.trail.read(caller.userId, 'events', { ...request });
    return page;
  }
}
