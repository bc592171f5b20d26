import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { AuditTrail } from '../../audit-trail';
import { AuditSalesPage } from './audit-sale.response.dto';
import { GetSalesHandler } from './get-sales.handler';
import { GetSalesRequest } from './get-sales.request.dto';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/sales')
export class GetSalesController {
  constructor(
    private readonly handler: GetSalesHandler,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every sale and the restore that reversed it (auditors)',
    description:
      'From the event log: each DomainMarkedSold with the first DomainRestored after it in the same stream, the hours between them, and whether the restore fell within the 7-day window. The read is itself recorded.',
  })
  @ApiEnvelope(AuditSalesPage)
  @ApiErrors(400, 401, 403)
  async list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetSalesRequest,
  ): Promise<AuditSalesPage> {
    const page = await this.handler.execute(request);
    await this.trail.read(caller.userId, 'sales', { ...request });
    return page;
  }
}
