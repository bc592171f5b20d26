import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuditTrail } from '../../audit-trail';
import { EventTypes } from './event-types.response.dto';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/event-types')
export class GetEventTypesController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const [types, streamTypes] = await Promise.all([
      this.dataSource.query<Array<{ value: string }>>(
        `select distinct event_type as value from es_events order by 1`,
      ),
      this.dataSource.query<Array<{ value: string }>>(
        `select distinct stream_type as value from es_streams order by 1`,
      ),
    ]);
    await this.trail.read(caller.userId, 'event-types', {});
    return {
      types: types.map((row) => row.value),
      streamTypes: streamTypes.map((row) => row.value),
    };
  }
}
