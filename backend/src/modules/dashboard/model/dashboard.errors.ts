import { DomainError } from '../../../platform/http/domain-error';

export class ProRequiredError extends DomainError {
  constructor() {
    super('PRO_REQUIRED', 'Advanced analytics are part of Liquidation Pro', 'forbidden');
  }
}
