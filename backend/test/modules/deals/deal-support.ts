import { type INestApplication } from '@nestjs/common';
import { type FixedClock } from '../../../src/platform/clock/clock';
import { type SignedUpUser, type TestHttp } from '../../support/test-app';
import { listedDomain, submitInquiry } from '../inquiries/inquiry-support';

/** Requests made as `user`. */
export function as(http: TestHttp, user: SignedUpUser) {
  const auth = `Bearer ${user.accessToken}`;
  return {
    get: (url: string) => http.get(url).set('Authorization', auth),
    post: (url: string) => http.post(url).set('Authorization', auth),
    put: (url: string) => http.put(url).set('Authorization', auth),
    delete: (url: string) => http.delete(url).set('Authorization', auth),
  };
}

/** Moves time on; access tokens live 15 minutes of it, so everyone signs in again. */
export async function advance(
  clock: FixedClock,
  http: TestHttp,
  users: SignedUpUser[],
  milliseconds: number,
): Promise<void> {
  clock.advance(milliseconds);
  for (const user of users) {
    const session = await http
      .post('/api/auth/signin')
      .send({ email: user.email, password: user.password })
      .expect(200);
    user.accessToken = (session.body.data as { access_token: string }).access_token;
  }
}

export interface Sale {
  listingId: string;
  name: string;
  transactionId: string;
}

/** The seller lists a domain, the buyer asks about it, and the seller sells it to that lead. */
export async function saleFromLead(
  app: INestApplication,
  http: TestHttp,
  seller: SignedUpUser,
  buyer: SignedUpUser,
  listing: Record<string, unknown> = {},
  salePrice?: number,
): Promise<Sale> {
  const { id, name } = await listedDomain(app, http, seller, listing);
  const inquiry = await submitInquiry(http, buyer.accessToken, id).expect(201);
  const sold = await as(http, seller)
    .post('/api/seller-dashboard/mark-sold')
    .query({ id: inquiry.body.data.id as string })
    .send(salePrice === undefined ? {} : { salePrice })
    .expect(200);
  return { listingId: id, name, transactionId: sold.body.data.sale.transaction_id as string };
}

/** The seller marks the domain sold directly, to nobody in particular. */
export async function directSale(
  http: TestHttp,
  seller: SignedUpUser,
  listingId: string,
  salePrice: number,
): Promise<string> {
  await as(http, seller)
    .post(`/api/domains/mark-sold/${listingId}`)
    .send({ salePrice })
    .expect(200);
  const detail = await as(http, seller).get(`/api/domains/detail/${listingId}`).expect(200);
  return detail.body.data.transaction_id as string;
}
