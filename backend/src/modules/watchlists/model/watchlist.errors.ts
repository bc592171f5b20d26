import { DomainError } from '../../../platform/errors/domain-error';
import { MAX_SAVED_SEARCHES } from './watchlist-rules';

export class OwnListingError extends DomainError {
  constructor() {
    super('OWN_LISTING', 'You cannot watch your own listing.', 'business_rule');
  }
}

export class TooManySavedSearchesError extends DomainError {
  constructor() {
    super(
      'TOO_MANY_SAVED_SEARCHES',
      `You can save at most ${MAX_SAVED_SEARCHES} searches: remove one first.`,
      'business_rule',
    );
  }
}

export class SavedSearchNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Saved search not found', 'not_found');
  }
}

/** An unsubscribe link that unsubscribes no one: the page that opens it says why. */
export abstract class UnusableUnsubscribeLinkError extends DomainError {}

export class InvalidUnsubscribeLinkError extends UnusableUnsubscribeLinkError {
  constructor() {
    super(
      'INVALID_LINK',
      'This unsubscribe link is not valid: open the one in the mail again, or turn alerts off in your notification settings.',
      'validation',
    );
  }
}

export class ExpiredUnsubscribeLinkError extends UnusableUnsubscribeLinkError {
  constructor() {
    super(
      'LINK_EXPIRED',
      'This unsubscribe link has expired: use the one in a newer mail, or turn alerts off in your notification settings.',
      'validation',
    );
  }
}
