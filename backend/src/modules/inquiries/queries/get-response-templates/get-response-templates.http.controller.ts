import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ResponseTemplates } from '../../http/response-template.response.dto';
import { ResponseTemplateReader } from './response-template.reader';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class GetResponseTemplatesController {
  constructor(private readonly templates: ResponseTemplateReader) {}

  @Get('response-templates')
  @ApiOperation({ summary: 'Your response templates, by name' })
  @ApiEnvelope(ResponseTemplates)
  @ApiErrors(401)
  async list(@CurrentCaller() caller: Caller): Promise<ResponseTemplates> {
    return { templates: await this.templates.all(caller.userId) };
  }
}
