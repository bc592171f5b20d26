import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuditTrail } from '../../audit-trail';
import { EventTypes } from './event-types.response.dto';
import { GetEventTypesHandler } from './get-event-types.handler';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/event-types')
export class GetEventTypesController {
  constructor(
    private readonly handler: GetEventTypesHandler,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The event types and stream types in the log (auditors)',
    description: 'For the event browser filters. The read is itself recorded.',
  })
  @ApiEnvelope(EventTypes)
  @ApiErrors(401, 403)
  async list(@CurrentCaller() caller: Caller): Promise<EventTypes> {
    const eventTypes = await this.handler.execute();
    await this.trail.read(caller.userId, 'event-types', {});
    return eventTypes;
  }
}
