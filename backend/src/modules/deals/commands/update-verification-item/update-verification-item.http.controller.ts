import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Verification } from '../../http/verification.response.dto';
import { GetVerificationHandler } from '../../queries/get-verification/get-verification.handler';
import { UpdateVerificationItemHandler } from './update-verification-item.handler';
import { UpdateVerificationItemRequest } from './update-verification-item.request.dto';

@ApiTags('verification')
@Controller('api/verification')
export class UpdateVerificationItemController {
  constructor(
    private readonly handler: UpdateVerificationItemHandler,
    private readonly verifications: GetVerificationHandler,
  ) {}

  @Put('update-item/:id')
  @ApiOperation({
    summary: 'Fill in or clear one item of a checklist',
    description:
      'Signed-in users: the seller or buyer of its timeline; anyone else gets 404. An item is done when its value is not empty; an empty value clears it. A field the checklist does not have answers 400 VALIDATION_ERROR. Sending what the item already holds records nothing.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(Verification)
  @ApiErrors(400, 401, 404, 409)
  async updateItem(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: UpdateVerificationItemRequest,
  ): Promise<Verification> {
    await this.handler.execute({
      verificationId: id,
      callerId: caller.userId,
      field: body.field,
      value: body.value,
      notes: body.notes,
    });
    return this.verifications.execute({ verificationId: id, callerId: caller.userId });
  }
}
