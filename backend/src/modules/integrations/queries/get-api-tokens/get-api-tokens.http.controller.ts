import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ApiToken } from '../../http/api-token.dto';
import { GetApiTokensHandler } from './get-api-tokens.handler';

@ApiTags('api-tokens')
@Controller('api/api-tokens')
export class GetApiTokensController {
  constructor(private readonly handler: GetApiTokensHandler) {}

  @Get()
  @ApiOperation({
    operationId: 'listApiTokens',
    summary: 'Your personal API tokens',
    description:
      'Newest first, revoked ones too, with their last use (to the minute); never a secret. A signed-in session only.',
  })
  @ApiEnvelope(ApiToken, { isArray: true })
  @ApiErrors(401, 403, 429)
  list(@CurrentCaller() caller: Caller): Promise<ApiToken[]> {
    return this.handler.execute(caller.userId);
  }
}
