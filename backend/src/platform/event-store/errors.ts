import { DomainError } from '../errors/domain-error';

export class ConcurrencyConflictError extends DomainError {
  constructor(readonly streamId: string) {
    super(
      'CONCURRENCY_CONFLICT',
      'This item was changed by another request at the same time. Please try again.',
      'conflict',
    );
  }
}
