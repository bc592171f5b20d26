import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, Revalidated } from '../../../../platform/http/api-decorators';
import { ContactForm } from './contact-form.response.dto';
import { GetContactFormHandler } from './get-contact-form.handler';

@ApiTags('marketing')
@Controller('api/contact')
export class GetContactFormController {
  constructor(private readonly handler: GetContactFormHandler) {}

  @Get()
  @Revalidated()
  @Public()
  @ApiOperation({
    summary: 'Whether the contact form takes messages',
    description:
      'Anyone. The about page shows its "temporarily unavailable" notice only when enabled is false.',
  })
  @ApiEnvelope(ContactForm)
  show(): ContactForm {
    return this.handler.execute();
  }
}
