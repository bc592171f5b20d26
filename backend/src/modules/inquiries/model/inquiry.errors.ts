import { DomainError } from '../../../platform/errors/domain-error';
import { INQUIRIES_PER_HOUR, TEMPLATES_PER_SELLER } from './inquiry-rules';

/** Also the answer for another seller's inquiry: its existence is not disclosed. */
export class InquiryNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Inquiry not found', 'not_found');
  }
}

export class TooManyInquiriesError extends DomainError {
  constructor() {
    super(
      'RATE_LIMITED',
      `You can send at most ${INQUIRIES_PER_HOUR} inquiries an hour. Please try again later.`,
      'rate_limited',
    );
  }
}

export class TooManyTemplatesError extends DomainError {
  constructor() {
    super(
      'TOO_MANY_TEMPLATES',
      `You can keep at most ${TEMPLATES_PER_SELLER} response templates`,
      'business_rule',
    );
  }
}

export class ResponseTemplateNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Response template not found', 'not_found');
  }
}
