import { DomainError, RetryLaterError } from '../../../platform/errors/domain-error';
import { MAX_OPEN_OFFERS_PER_BUYER } from './offer-rules';

const usdText = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Also the answer to anyone who is no party to the offer: its existence is not disclosed. */
export class OfferNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Offer not found', 'not_found');
  }
}

export class OffersNotAllowedError extends DomainError {
  constructor() {
    super('OFFERS_NOT_ALLOWED', 'The seller does not take offers on this name.', 'business_rule');
  }
}

export class OpenOfferExistsError extends DomainError {
  constructor() {
    super(
      'OFFER_ALREADY_OPEN',
      'You already have an open offer on this name: answer or withdraw it first.',
      'conflict',
    );
  }
}

export class TooManyOpenOffersError extends DomainError {
  constructor() {
    super(
      'TOO_MANY_OPEN_OFFERS',
      `You can have at most ${MAX_OPEN_OFFERS_PER_BUYER} open offers at once.`,
      'business_rule',
    );
  }
}

/** The offer is over, or it is the other side's turn. */
export class OfferClosedError extends DomainError {
  constructor(status: string) {
    super(
      'OFFER_CLOSED',
      `This offer is ${status.replace('_', ' ')}: it can no longer be changed.`,
      'conflict',
    );
  }
}

export class NotYourTurnError extends DomainError {
  constructor() {
    super('NOT_YOUR_TURN', 'This offer is waiting for the other side to answer.', 'conflict');
  }
}

/** The buyer's last offer on the listing fell below the seller's minimum too recently. */
export class OfferCoolingDownError extends RetryLaterError {
  constructor(
    readonly offerAgainAt: Date,
    retryAfterSeconds: number,
  ) {
    super(
      'OFFER_COOLING_DOWN',
      `Your last offer on this name was below the seller’s minimum. You may offer on it again from ${offerAgainAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      retryAfterSeconds,
    );
  }
}

/** An amount above the asking price binds the buyer only once they have confirmed it. */
export class OfferNeedsConfirmationError extends DomainError {
  constructor(amountCents: number, askingPriceCents: number) {
    super(
      'OFFER_NEEDS_CONFIRMATION',
      `Your offer of ${usdText(amountCents)} is above the asking price of ${usdText(askingPriceCents)}: send it with confirmAmount to confirm it.`,
      'business_rule',
    );
  }
}
