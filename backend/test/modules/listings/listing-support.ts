import { type INestApplication } from '@nestjs/common';
import { GrantCreditsHandler } from '../../../src/modules/credits';
import { ChangePlanHandler } from '../../../src/modules/identity';
import { type TestHttp } from '../../support/test-app';

/** Gives a user a purchased lot of credits, as a payment would. */
export async function grantCredits(app: INestApplication, userId: string, amount: number) {
  return app
    .get(GrantCreditsHandler)
    .execute({ userId, amount, kind: 'purchased', source: 'test' });
}

export async function makePro(app: INestApplication, userId: string) {
  await app.get(ChangePlanHandler).execute({ userId, tier: 'pro', periodEnd: null });
}

let counter = 0;
/** A domain name no other test uses. */
export function uniqueDomain(label = 'listing'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}.com`;
}

export function listDomain(http: TestHttp, token: string, body: Record<string, unknown> = {}) {
  return http
    .post('/api/domains/create')
    .set('Authorization', `Bearer ${token}`)
    .send({ name: uniqueDomain(), price: 249, registrar: 'Namecheap', ...body });
}

export async function availableCredits(http: TestHttp, token: string): Promise<number> {
  const response = await http.get('/api/user/profile').set('Authorization', `Bearer ${token}`);
  return (response.body.data as { available_credits: number }).available_credits;
}

/** The order in which a rebuild of the listings' read model is compared with the live one. */
export const LISTING_TABLES_ORDER = { domain_listings: 'id', listing_ownership_checks: 'event_id' };
