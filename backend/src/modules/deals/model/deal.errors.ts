import { DomainError } from '../../../platform/errors/domain-error';
import { STAGE_LABELS, type TimelineStage } from './deal-rules';

/** Also the answer for a sale the caller is no party to: its existence is not disclosed. */
export class SaleNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Sale not found', 'not_found');
  }
}

export class TimelineNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Transaction timeline not found', 'not_found');
  }
}

export class VerificationNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Verification checklist not found', 'not_found');
  }
}

export class SaleReportNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Sale report not found', 'not_found');
  }
}

export class RecommendationNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Recommendation not found', 'not_found');
  }
}

export class SaleRestoredError extends DomainError {
  constructor() {
    super('SALE_RESTORED', 'This sale was reversed, so it has no deal to follow.', 'conflict');
  }
}

export class StageOutOfOrderError extends DomainError {
  constructor(current: TimelineStage, next: TimelineStage) {
    super(
      'STAGE_OUT_OF_ORDER',
      `A deal moves one stage at a time: after ${STAGE_LABELS[current]} comes ${STAGE_LABELS[next]}.`,
      'business_rule',
    );
  }
}

export class TimelineClosedError extends DomainError {
  constructor(status: 'completed' | 'cancelled') {
    super(
      'TIMELINE_CLOSED',
      `This deal is ${status}; its stages can no longer change.`,
      'business_rule',
    );
  }
}

/** A clocked deal binds both sides: only a missed deadline lets the other side cancel it. */
export class DealBindingError extends DomainError {
  constructor() {
    super(
      'DEAL_BINDING',
      'This deal came from an accepted offer and binds both sides: it can be cancelled only by the other side once a deadline is missed.',
      'conflict',
    );
  }
}
