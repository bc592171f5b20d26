import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ApiToken } from '../../http/api-token.dto';
import { ApiTokenNotFoundError } from '../../model/integration.errors';
import { GetApiTokensHandler } from '../../queries/get-api-tokens/get-api-tokens.handler';
import { RevokeApiTokenHandler } from './revoke-api-token.handler';

@ApiTags('api-tokens')
@Controller('api/api-tokens')
export class RevokeApiTokenController {
  constructor(
    private readonly handler: RevokeApiTokenHandler,
    private readonly tokens: GetApiTokensHandler,
  ) {}

  @Delete(':id')
  @ApiOperation({
    operationId: 'revokeApiToken',
    summary: 'Revoke a personal API token',
    description:
      'Refused from the very next request (401 INVALID_API_TOKEN). Revoking twice changes nothing. Another user’s token is 404 API_TOKEN_NOT_FOUND. A signed-in session only.',
  })
  @ApiEnvelope(ApiToken)
  @ApiErrors(401, 403, 404, 429)
  async revoke(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<ApiToken> {
    await this.handler.execute({ ownerId: caller.userId, tokenId: id });
    const [token] = await this.tokens.execute(caller.userId, id);
    if (!token) throw new ApiTokenNotFoundError();
    return token;
  }
}
