import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Verification } from '../../http/verification.response.dto';
import { GetVerificationHandler } from './get-verification.handler';

@ApiTags('verification')
@Controller('api/verification')
export class GetVerificationController {
  constructor(private readonly handler: GetVerificationHandler) {}

  @Get('detail/:id')
  @ApiOperation({
    summary: 'A verification checklist with its items',
    description:
      'Signed-in users: the seller or buyer of its timeline. Anyone else, and a malformed id, get 404.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(Verification)
  @ApiErrors(401, 404)
  detail(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<Verification> {
    return this.handler.execute({ verificationId: id, callerId: caller.userId });
  }
}
