import { DomainError } from '../../../platform/errors/domain-error';

export const INSUFFICIENT_CREDITS_MESSAGE =
  'You need at least 1 credit to list a domain. Purchase credits to continue.';

export class InsufficientCreditsError extends DomainError {
  constructor() {
    super('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS_MESSAGE, 'business_rule');
  }
}
