import { ValidationError } from '../../../platform/errors/domain-error';
import { type OfferRulesRequest } from '../http/offer-rules.request.dto';
import { OFFER_MESSAGES, type OfferRules } from '../model/offer-rules';

const cents = (usd: number | null | undefined) =>
  usd === null || usd === undefined ? null : Math.round(usd * 100);

/** The rules a request sets. */
export function rulesOfRequest(request: OfferRulesRequest): OfferRules {
  return {
    offersAllowed: request.offersAllowed,
    floorCents: cents(request.minimum),
    buyNowCents: cents(request.buyNow),
    declineMessage: request.declineMessage ? request.declineMessage : null,
    paymentDays: request.paymentDays,
    transferDays: request.transferDays,
  };
}

/**
 * Refuses a Buy Now price that is not above the minimum. Checked once the caller is known to own
 * what the rules are for, so that a stranger learns nothing from the answer.
 */
export function checkRules(rules: OfferRules): OfferRules {
  if (
    rules.floorCents !== null &&
    rules.buyNowCents !== null &&
    rules.buyNowCents <= rules.floorCents
  )
    throw new ValidationError([{ field: 'buyNow', message: OFFER_MESSAGES.buyNowBelowFloor }]);
  return rules;
}
