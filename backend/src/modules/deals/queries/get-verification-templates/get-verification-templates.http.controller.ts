import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetVerificationTemplatesHandler } from './get-verification-templates.handler';
import { GetVerificationTemplatesRequest } from './get-verification-templates.request.dto';
import { VerificationTemplates } from './get-verification-templates.response.dto';

@ApiTags('verification')
@Controller('api/verification')
export class GetVerificationTemplatesController {
  constructor(private readonly handler: GetVerificationTemplatesHandler) {}

  @Get('templates')
  @ApiOperation({
    summary: 'The verification checklists a deal can follow',
    description: 'Signed-in users. One type, or all three without a type.',
  })
  @ApiEnvelope(VerificationTemplates)
  @ApiErrors(400, 401)
  templates(@Query() request: GetVerificationTemplatesRequest): VerificationTemplates {
    return this.handler.execute({ type: request.type });
  }
}
