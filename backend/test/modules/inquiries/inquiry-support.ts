import { type INestApplication } from '@nestjs/common';
import { type TestHttp } from '../../support/test-app';
import { grantCredits, listDomain } from '../listings/listing-support';

export const OFFER = {
  buyerName: 'Jane Buyer',
  buyerEmail: 'jane.buyer@example.com',
  message: 'I would like to offer $200 for this domain.',
  inquiryType: 'offer',
};

export function submitInquiry(
  http: TestHttp,
  token: string,
  domainId: string,
  body: Record<string, unknown> = {},
) {
  return http
    .post('/api/inquiries/submit')
    .set('Authorization', `Bearer ${token}`)
    .send({ ...OFFER, domainId, ...body });
}

/** A seller's new listing; returns its id and name. */
export async function listedDomain(
  app: INestApplication,
  http: TestHttp,
  seller: { userId: string; accessToken: string },
  body: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  await grantCredits(app, seller.userId, 1);
  const response = await listDomain(http, seller.accessToken, body).expect(201);
  return response.body.data as { id: string; name: string };
}
