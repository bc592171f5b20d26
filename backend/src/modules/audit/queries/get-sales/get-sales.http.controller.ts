import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SALE_REVERSAL_DAYS } from '../../../listings';
import { AuditTrail } from '../../audit-trail';
import { decodeCursor, encodeCursor } from '../../http/audit-cursor';
import { SALES_PAGE_DEFAULT } from '../../model/audit-rules';
import { AuditSalesPage } from './audit-sale.response.dto';
import { GetSalesRequest } from './get-sales.request.dto';
import { SalesLedger } from './sales-ledger';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/sales')
export class GetSalesController {
  constructor(
    private readonly ledger: SalesLedger,
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
    const limit = request.limit ?? SALES_PAGE_DEFAULT;
    const sales = await this.ledger.page({
      after: decodeCursor(request.cursor),
      limit: limit + 1,
      domain: request.domain,
    });
    const page = sales.slice(0, limit);
    const last = page.at(-1);
    await this.trail.read(caller.userId, 'sales', { ...request });
    return {
      windowDays: SALE_REVERSAL_DAYS,
      sales: page,
      nextCursor: sales.length > limit && last ? encodeCursor(last.salePosition) : null,
    };
  }
}
