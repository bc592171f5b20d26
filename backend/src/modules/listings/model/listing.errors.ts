import { DomainError, RetryLaterError } from '../../../platform/errors/domain-error';
import { CHECKS_NOW_PER_SELLER_PER_HOUR } from './listing-rules';
import { SALE_REVERSAL_DAYS } from './listing.events';

/** Also the answer for another seller's listing: its existence is not disclosed. */
export class ListingNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Domain not found', 'not_found');
  }
}

export class DomainAlreadyListedError extends DomainError {
  constructor(name?: string) {
    super(
      'DOMAIN_ALREADY_LISTED',
      name
        ? `${name} is already listed on the marketplace`
        : 'This domain is already listed on the marketplace',
      'conflict',
    );
  }
}

export class ReversalWindowClosedError extends DomainError {
  constructor() {
    super(
      'REVERSAL_WINDOW_CLOSED',
      `A sale can be reversed only within ${SALE_REVERSAL_DAYS} days of marking it sold`,
      'conflict',
    );
  }
}

export class ListingSoldError extends DomainError {
  constructor(action: string) {
    super(
      'LISTING_SOLD',
      `This domain is marked as sold: restore it before you ${action}`,
      'conflict',
    );
  }
}

export class ListingNotSoldError extends DomainError {
  constructor() {
    super('LISTING_NOT_SOLD', 'Only a sold domain can be restored', 'conflict');
  }
}

export class OwnListingError extends DomainError {
  constructor() {
    super('OWN_LISTING', 'You cannot send an inquiry about your own listing', 'business_rule');
  }
}

/** The listing exists but is not on the marketplace (sold, expired or deleted). */
export class ListingUnavailableError extends DomainError {
  constructor() {
    super('LISTING_UNAVAILABLE', 'This domain is no longer available', 'conflict');
  }
}

/** Relisting would bypass the check that took it down: a good check reinstates it instead. */
export class ListingSuspendedError extends DomainError {
  constructor() {
    super(
      'LISTING_SUSPENDED',
      'This listing is suspended: fix what the last check found, then check it again',
      'conflict',
    );
  }
}

/** "Check all" queues a job per listing, and this deployment runs no workers. */
export class BackgroundJobsOffError extends DomainError {
  constructor() {
    super(
      'BACKGROUND_JOBS_OFF',
      'Checking every listing at once needs the background workers, which are off here: check listings one by one',
      'unavailable',
    );
  }
}

/** "Check now" on a listing checked less than CHECK_NOW_EVERY_SECONDS ago. */
export class CheckedRecentlyError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(
      'CHECKED_RECENTLY',
      `This listing was checked a moment ago; try again in ${plural(retryAfterSeconds, 'second')}.`,
      retryAfterSeconds,
    );
  }
}

/** The seller's "Check now" calls of the hour are used up. */
export class CheckLimitReachedError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(
      'CHECK_LIMIT_REACHED',
      `You can check listings ${CHECKS_NOW_PER_SELLER_PER_HOUR} times an hour; try again in ${plural(Math.ceil(retryAfterSeconds / 60), 'minute')}, or use Check all.`,
      retryAfterSeconds,
    );
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
