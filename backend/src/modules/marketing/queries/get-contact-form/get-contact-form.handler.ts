import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { SUPPORT_RESPONSE_TIME } from '../../model/marketing-rules';
import { type ContactForm } from './contact-form.response.dto';

/** Whether the operator left the contact form on, and how soon support answers. */
@Injectable()
export class GetContactFormHandler {
  constructor(private readonly config: AppConfig) {}

  execute(): ContactForm {
    return { enabled: this.config.CONTACT_FORM_ENABLED, responseTime: SUPPORT_RESPONSE_TIME };
  }
}
