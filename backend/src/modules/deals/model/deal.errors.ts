import { DomainError, RetryLaterError } from '../../../platform/errors/domain-error';
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

/** The deal's escrow is open at Escrow.com already, or its opening is under way. */
export class EscrowAlreadyOpenError extends DomainError {
  constructor() {
    super('ESCROW_ALREADY_OPEN', 'This deal’s escrow is already open at Escrow.com.', 'conflict');
  }
}

/** Escrow opens before the payment is secured. */
export class EscrowTooLateError extends DomainError {
  constructor(stage: TimelineStage) {
    super(
      'ESCROW_TOO_LATE',
      `Escrow is opened before payment is secured; this deal is at ${STAGE_LABELS[stage]}.`,
      'business_rule',
    );
  }
}

/** Escrow.com is not configured here: the deal moves by hand. */
export class EscrowUnavailableError extends DomainError {
  constructor() {
    super(
      'ESCROW_UNAVAILABLE',
      'Escrow by API is not set up on this site: open the escrow at Escrow.com and move the deal by hand.',
      'business_rule',
    );
  }
}

/** Escrow.com refused the transaction or did not answer in time; nothing was opened here. */
export class EscrowFailedError extends DomainError {
  constructor(reason: string) {
    super(
      'ESCROW_FAILED',
      `Escrow.com did not open the escrow: ${reason} Try again.`,
      'unavailable',
    );
  }
}

/** Escrow.com needs both parties' e-mails: the deal's buyer must have an account here. */
export class EscrowNeedsBuyerError extends DomainError {
  constructor() {
    super(
      'ESCROW_NEEDS_BUYER',
      'Escrow by API needs the deal’s buyer to have an account here: open the escrow at Escrow.com and move the deal by hand.',
      'business_rule',
    );
  }
}

/** A step that is one side's: the seller enters the auth code, the buyer sees it. */
export class PartyOnlyError extends DomainError {
  constructor(role: 'seller' | 'buyer', action: string) {
    super('FORBIDDEN', `Only the deal’s ${role} ${action}.`, 'forbidden');
  }
}

/** The receiving registrar is named before the name is transferred. */
export class TransferDoneError extends DomainError {
  constructor(stage: TimelineStage) {
    super(
      'TRANSFER_DONE',
      `The receiving registrar is named before the name is transferred; this deal is at ${STAGE_LABELS[stage]}.`,
      'business_rule',
    );
  }
}

/** The auth code belongs to the transfer: after payment is secured, before the name arrived. */
export class AuthCodeNotNowError extends DomainError {
  constructor(stage: TimelineStage) {
    super(
      'AUTH_CODE_NOT_NOW',
      `The transfer auth code is entered and shown once payment is secured and until the name is transferred; this deal is at ${STAGE_LABELS[stage]}.`,
      'business_rule',
    );
  }
}

export class AuthCodeNotEnteredError extends DomainError {
  constructor() {
    super(
      'AUTH_CODE_NOT_ENTERED',
      'The seller has not entered the transfer auth code yet.',
      'business_rule',
    );
  }
}

/** Shown once: a second look needs a new code from the seller. */
export class AuthCodeAlreadyShownError extends DomainError {
  constructor() {
    super(
      'AUTH_CODE_ALREADY_SHOWN',
      'The transfer auth code was shown once already; ask the seller to enter a new one.',
      'conflict',
    );
  }
}

/** The sealed code no longer opens (the site's SECRETS_KEY changed): the seller enters it again. */
export class AuthCodeUnreadableError extends DomainError {
  constructor() {
    super(
      'AUTH_CODE_UNREADABLE',
      'The transfer auth code can no longer be read; ask the seller to enter it again.',
      'conflict',
    );
  }
}

/** "Check now" on a deal whose name's arrival is not being watched. */
export class DeliveryNotWatchedError extends DomainError {
  constructor() {
    super(
      'DELIVERY_NOT_WATCHED',
      'The name’s arrival is checked once payment is secured and the buyer has named their registrar, while the deal is not on hold.',
      'conflict',
    );
  }
}

/** "Check now" on a deal whose registry was asked less than a minute ago. */
export class DeliveryCheckedRecentlyError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(
      'DELIVERY_CHECKED_RECENTLY',
      `The registry was asked about this name a moment ago; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    );
  }
}
