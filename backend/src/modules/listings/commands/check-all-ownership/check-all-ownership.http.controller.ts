import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { CheckAllOwnershipHandler } from './check-all-ownership.handler';
import { OwnershipChecksQueued } from './check-all-ownership.response.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class CheckAllOwnershipController {
  constructor(private readonly handler: CheckAllOwnershipHandler) {}

  @TokenScope('listings:write')
  @Post('ownership/check-all')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Check every listing of yours (all but sold ones) in the background',
    description:
      'One "Check all" per seller at a time: while one waits or runs, another answers it (`already_running`) and queues nothing. Follow the progress with GET /api/domains/ownership/summary?since={started_at}. 503 BACKGROUND_JOBS_OFF without the workers.',
  })
  @ApiEnvelope(OwnershipChecksQueued, { status: 202 })
  @ApiErrors(401, 503)
  async checkAll(@CurrentCaller() caller: Caller): Promise<OwnershipChecksQueued> {
    const { queued, startedAt, alreadyRunning } = await this.handler.execute({
      sellerId: caller.userId,
    });
    return { queued, started_at: startedAt.toISOString(), already_running: alreadyRunning };
  }
}
