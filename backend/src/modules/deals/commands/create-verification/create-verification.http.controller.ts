import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Verification } from '../../http/verification.response.dto';
import { GetVerificationHandler } from '../../queries/get-verification/get-verification.handler';
import { CreateVerificationHandler } from './create-verification.handler';
import { CreateVerificationRequest } from './create-verification.request.dto';

@ApiTags('verification')
@Controller('api/verification')
export class CreateVerificationController {
  constructor(
    private readonly handler: CreateVerificationHandler,
    private readonly verifications: GetVerificationHandler,
  ) {}

  @Post('create')
  @ApiOperation({
    summary: 'Start a verification checklist for a deal',
    description:
      'Signed-in users: the seller or buyer of the timeline; anyone else gets 404. One checklist per type and timeline: creating it again answers the same one.',
  })
  @ApiEnvelope(Verification, { status: 201 })
  @ApiErrors(400, 401, 404)
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateVerificationRequest,
  ): Promise<Verification> {
    const { verificationId } = await this.handler.execute({
      timelineId: body.timelineId,
      type: body.type,
      callerId: caller.userId,
    });
    return this.verifications.execute({ verificationId, callerId: caller.userId });
  }
}
