import { DomainError } from '../../../platform/errors/domain-error';

export class StreamNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Stream not found', 'not_found');
  }
}

export class ProjectionNotFoundError extends DomainError {
  constructor(name: string) {
    super('NOT_FOUND', `No projection is called ${name}`, 'not_found');
  }
}

export class NotRebuildableError extends DomainError {
  constructor(name: string) {
    super(
      'NOT_REBUILDABLE',
      `${name} is a reactor: it queues jobs and is never replayed`,
      'business_rule',
    );
  }
}

export class ProjectionBusyDomainError extends DomainError {
  constructor(name: string) {
    super(
      'PROJECTION_BUSY',
      `${name} is being rebuilt already; try again when it ends`,
      'conflict',
    );
  }
}
