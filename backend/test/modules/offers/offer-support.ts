import { type SignedUpUser, type TestHttp } from '../../support/test-app';
import { as } from '../deals/deal-support';

export { as };

/** The buyer offers `amount` USD on the listing. */
export const makeOffer = (
  http: TestHttp,
  buyer: SignedUpUser,
  listingId: string,
  amount: number,
  message?: string,
) =>
  as(http, buyer)
    .post('/api/offers')
    .send({ listingId, amount, ...(message === undefined ? {} : { message }) });

/** The seller's rules for offers on the listing; days default to 3 and 5. */
export const setRules = (
  http: TestHttp,
  seller: SignedUpUser,
  listingId: string,
  rules: {
    minimum?: number | null;
    buyNow?: number | null;
    offersAllowed?: boolean;
    declineMessage?: string;
  },
) =>
  as(http, seller)
    .put(`/api/offers/rules/${listingId}`)
    .send({ offersAllowed: true, paymentDays: 3, transferDays: 5, ...rules });

export const move = (
  http: TestHttp,
  user: SignedUpUser,
  offerId: string,
  action: 'accept' | 'counter' | 'decline' | 'withdraw',
  body: Record<string, unknown> = {},
) => as(http, user).post(`/api/offers/${offerId}/${action}`).send(body);
