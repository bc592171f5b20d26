import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ResponseTemplate } from '../../http/response-template.response.dto';
import { ResponseTemplateReader } from '../../queries/response-template.reader';
import { SaveResponseTemplateHandler } from './save-response-template.handler';
import { SaveResponseTemplateRequest } from './save-response-template.request.dto';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class SaveResponseTemplateController {
  constructor(
    private readonly handler: SaveResponseTemplateHandler,
    private readonly templates: ResponseTemplateReader,
  ) {}

  @Post('response-template')
  @ApiOperation({
    summary: 'Save a response template (a new one, or one of yours by id)',
    description: 'At most 50 templates (422 TOO_MANY_TEMPLATES).',
  })
  @ApiEnvelope(ResponseTemplate, { status: 201 })
  @ApiErrors(400, 401, 404, 422)
  async save(
    @CurrentCaller() caller: Caller,
    @Body() body: SaveResponseTemplateRequest,
  ): Promise<ResponseTemplate> {
    const { templateId } = await this.handler.execute({
      sellerId: caller.userId,
      templateId: body.id,
      name: body.name,
      inquiryType: body.inquiryType,
      subject: body.subject,
      body: body.body,
    });
    return this.templates.find(caller.userId, templateId);
  }
}
