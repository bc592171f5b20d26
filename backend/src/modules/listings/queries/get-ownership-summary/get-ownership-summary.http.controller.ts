import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetOwnershipSummaryHandler } from './get-ownership-summary.handler';
import { GetOwnershipSummaryRequest } from './get-ownership-summary.request.dto';
import { OwnershipSummary } from './get-ownership-summary.response.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class GetOwnershipSummaryController {
  constructor(private readonly handler: GetOwnershipSummaryHandler) {}

  @TokenScope('listings:read')
  @Get('ownership/summary')
  @ApiOperation({ summary: 'How many of your listings are verified, unverified and suspended' })
  @ApiEnvelope(OwnershipSummary)
  @ApiErrors(400, 401)
  getSummary(
    @CurrentCaller() caller: Caller,
    @Query() request: GetOwnershipSummaryRequest,
  ): Promise<OwnershipSummary> {
    return this.handler.execute({
      sellerId: caller.userId,
      since: request.since ? new Date(request.since) : undefined,
    });
  }
}
