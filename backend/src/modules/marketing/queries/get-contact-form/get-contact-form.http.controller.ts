import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { AppConfig } from '../../../../platform/config/app-config';
import { ApiEnvelope } from '../../../../platform/http/api-decorators';
import { SUPPORT_RESPONSE_TIME } from '../../model/marketing-rules';
import { ContactForm } from './contact-form.response.dto';

@ApiTags('marketing')
@Controller('api/contact')
export class GetContactFormController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Whether the contact form takes messages',
    description:
      'Anyone. The about page shows its "temporarily unavailable" notice only when enabled is false.',
  })
  @ApiEnvelope(ContactForm)
  show(): ContactForm {
    return { enabled: this.config.CONTACT_FORM_ENABLED, responseTime: SUPPORT_RESPONSE_TIME };
  }
}
