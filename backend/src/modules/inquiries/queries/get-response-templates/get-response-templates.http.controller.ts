import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ResponseTemplates } from '../../http/response-template.response.dto';
import { GetResponseTemplatesHandler } from './get-response-templates.handler';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class GetResponseTemplatesController {
  constructor(private readonly handler: GetResponseTemplatesHandler) {}

  @Get('response-templates')
  @ApiOperation({ summary: 'Your response templates, by name' })
  @ApiEnvelope(ResponseTemplates)
  @ApiErrors(401)
  list(@CurrentCaller() caller: Caller): Promise<ResponseTemplates> {
    return this.handler.execute({ sellerId: caller.userId });
  }
}
