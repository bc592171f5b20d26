import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetCreditsHandler } from './get-credits.handler';
import { CreditRecord } from './get-credits.response.dto';

@ApiTags('user')
@Controller('api/user')
export class GetCreditsController {
  constructor(private readonly handler: GetCreditsHandler) {}

  @Get('credits')
  @ApiOperation({
    summary: "The caller's credit records, newest first",
    description:
      'One record per lot (purchased or pro_allocation). Each lot expires 12 months after it was granted; expired lots count as expired here even before the expiry job has run.',
  })
  @ApiEnvelope(CreditRecord, { isArray: true })
  @ApiErrors(401)
  getCredits(@CurrentCaller() caller: Caller): Promise<CreditRecord[]> {
    return this.handler.execute({ userId: caller.userId });
  }
}
