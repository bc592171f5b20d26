import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { VERIFICATION_TEMPLATES, VERIFICATION_TYPES } from '../../model/verification-templates';
import { GetVerificationTemplatesRequest } from './get-verification-templates.request.dto';
import { VerificationTemplates } from './get-verification-templates.response.dto';

@ApiTags('verification')
@Controller('api/verification')
export class GetVerificationTemplatesController {
  @Get('templates')
  @ApiOperation({
    summary: 'The verification checklists a deal can follow',
    description: 'Signed-in users. One type, or all three without a type.',
  })
  @ApiEnvelope(VerificationTemplates)
  @ApiErrors(400, 401)
  templates(@Query() request: GetVerificationTemplatesRequest): VerificationTemplates {
    const types = request.type ? [request.type] : VERIFICATION_TYPES;
    return {
      templates: types.map((type) => {
        const template = VERIFICATION_TEMPLATES[type];
        return { ...template, items: template.items.map((item) => ({ ...item })) };
      }),
    };
  }
}
