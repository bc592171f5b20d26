import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { RevealAuthCodeHandler } from './reveal-auth-code.handler';

export class RevealedAuthCode {
  @ApiProperty({ description: 'The transfer auth code; this answer is the only one that holds it' })
  auth_code!: string;
}

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class RevealAuthCodeController {
  constructor(private readonly handler: RevealAuthCodeHandler) {}

  @Post('auth-code/:id/reveal')
  @HttpCode(200)
  @AnswerHoldsSecret()
  @ApiOperation({
    summary: 'Show the buyer the transfer auth code, once',
    description:
      'Signed-in users: the deal’s buyer (403 for its seller; 404 for anyone else), once payment is secured and until the name is transferred (422 AUTH_CODE_NOT_NOW). Answers the code once: 409 AUTH_CODE_ALREADY_SHOWN after that (the seller may enter a new one), 422 AUTH_CODE_NOT_ENTERED before the seller entered it, 409 AUTH_CODE_UNREADABLE when the site’s key changed since (not recorded as shown; the seller enters it again).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(RevealedAuthCode)
  @ApiErrors(401, 403, 404, 409, 422)
  async reveal(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<RevealedAuthCode> {
    return { auth_code: await this.handler.execute(id, caller.userId) };
  }
}
