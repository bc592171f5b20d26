import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuditTrail } from '../../audit-trail';
import { AuditProjections } from './audit-projection.response.dto';
import { GetProjectionsHandler } from './get-projections.handler';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/projections')
export class GetProjectionsController {
  constructor(
    private readonly handler: GetProjectionsHandler,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Each read model’s checkpoint, lag and status (auditors)',
    description: 'Inline models, asynchronous ones and reactors. The read is itself recorded.',
  })
  @ApiEnvelope(AuditProjections)
  @ApiErrors(401, 403)
  async list(@CurrentCaller() caller: Caller): Promise<AuditProjections> {
    const projections = await this.handler.execute();
    await this.trail.read(caller.userId, 'projections', {});
    return { projections };
  }
}
