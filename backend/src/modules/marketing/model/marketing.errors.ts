import { DomainError } from '../../../platform/errors/domain-error';

export class ContactFormDisabledError extends DomainError {
  constructor() {
    super('CONTACT_FORM_DISABLED', 'The contact form is temporarily unavailable', 'unavailable');
  }
}
