import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DeletedResponseTemplate } from '../../http/response-template.response.dto';
import { DeleteResponseTemplateHandler } from './delete-response-template.handler';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class DeleteResponseTemplateController {
  constructor(private readonly handler: DeleteResponseTemplateHandler) {}

  @Delete('response-template/:id')
  @ApiOperation({ summary: 'Delete one of your response templates' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DeletedResponseTemplate)
  @ApiErrors(401, 404)
  async delete(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<DeletedResponseTemplate> {
    await this.handler.execute({ sellerId: caller.userId, templateId: id });
    return { id, deleted: true };
  }
}
