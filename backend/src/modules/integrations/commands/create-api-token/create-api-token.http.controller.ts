import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { CreateApiTokenRequest, CreatedApiToken } from '../../http/api-token.dto';
import { GetApiTokensHandler } from '../../queries/get-api-tokens/get-api-tokens.handler';
import { CreateApiTokenHandler } from './create-api-token.handler';

@ApiTags('api-tokens')
@Controller('api/api-tokens')
export class CreateApiTokenController {
  constructor(
    private readonly handler: CreateApiTokenHandler,
    private readonly tokens: GetApiTokensHandler,
  ) {}

  @Post()
  @AnswerHoldsSecret()
  @ApiOperation({
    operationId: 'createApiToken',
    summary: 'Create a personal API token (its secret is shown once)',
    description:
      'A signed-in session only: an API token cannot make tokens (403 TOKEN_NOT_ALLOWED). The answer carries the secret `token` this once; only its hash and its first characters (`prefix`) are kept. 422 TOO_MANY_API_TOKENS past 20 active tokens.',
  })
  @ApiEnvelope(CreatedApiToken, { status: 201 })
  @ApiErrors(400, 401, 403, 422, 429)
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateApiTokenRequest,
  ): Promise<CreatedApiToken> {
    const { tokenId, token } = await this.handler.execute({
      ownerId: caller.userId,
      name: body.name,
      scopes: body.scopes,
    });
    const [created] = await this.tokens.execute(caller.userId, tokenId);
    return { ...created, token };
  }
}
