import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { listedDomain, OFFER, submitInquiry } from './inquiry-support';

const HOUR = 60 * 60 * 1000;

describe('POST /api/inquiries/submit', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let listing: { id: string; name: string };

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
    listing = await listedDomain(t.app, t.http, seller, { price: 320 });
  });

  afterAll(async () => {
    await t.close();
  });

  const leads = (user: SignedUpUser, query: Record<string, string | number> = {}) =>
    t.http
      .get('/api/seller-dashboard/inquiries')
      .query({ page: 1, limit: 100, ...query })
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(200)
      .then((response) => response.body.data);

  it('records the inquiry, shows it to the seller at once and mails the seller', async () => {
    const response = await submitInquiry(t.http, buyer.accessToken, listing.id, {
      buyerName: '  Jane Buyer  ',
      buyerEmail: ' Jane.Buyer@Example.com ',
      message: '  I would like to offer $200 for this domain.  ',
    }).expect(201);
    expect(response.body.data).toMatchObject({
      buyer_name: 'Jane Buyer',
      buyer_email: 'jane.buyer@example.com',
      message: 'I would like to offer $200 for this domain.',
      inquiryType: 'offer',
      status: 'new',
      domain: { id: listing.id, name: listing.name, price: 320 },
    });
    const inquiryId = response.body.data.id as string;

    const sellerView = await leads(seller, { status: 'new,responded' });
    expect(sellerView.inquiries).toEqual([
      expect.objectContaining({ id: inquiryId, priority: 'high', notes: '', status: 'new' }),
    ]);
    const mine = await t.http
      .get('/api/domains/my-listings')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    expect(mine.body.data.domains[0]).toMatchObject({ id: listing.id, inquiries: 1 });

    const [mail] = await t.db.dataSource.query(
      `select to_address, subject, text_body from mail_outbox where template = 'inquiries.new-inquiry'`,
    );
    expect(mail).toMatchObject({
      to_address: seller.email.toLowerCase(),
      subject: `New offer for ${listing.name}`,
    });
    expect(mail.text_body).toContain('I would like to offer $200 for this domain.');
    expect(mail.text_body).toContain('jane.buyer@example.com');
  });

  it('keeps the buyer’s name, e-mail and message out of the event log', async () => {
    const [{ leaks }] = await t.db.dataSource.query(
      `select count(*)::int as leaks from es_events
        where data::text ilike any($1) or metadata::text ilike any($1)`,
      [['%jane.buyer@example.com%', '%Jane Buyer%', '%offer $200%']],
    );
    expect(leaks).toBe(0);
  });

  it('lists the inquiry for its buyer, and for nobody else', async () => {
    const mine = await t.http
      .get('/api/inquiries/my-inquiries')
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .expect(200);
    expect(mine.body.data.inquiries).toHaveLength(1);
    expect(mine.body.data.inquiries[0]).not.toHaveProperty('notes');
    const stranger = await signUpUser(t.http);
    expect((await leads(stranger)).inquiries).toEqual([]);
    const theirs = await t.http
      .get('/api/inquiries/my-inquiries')
      .set('Authorization', `Bearer ${stranger.accessToken}`)
      .expect(200);
    expect(theirs.body.data.inquiries).toEqual([]);
  });

  it('refuses an inquiry on one’s own listing with 422', async () => {
    const response = await submitInquiry(t.http, seller.accessToken, listing.id).expect(422);
    expect(response.body).toMatchObject({
      success: false,
      code: 'OWN_LISTING',
      error: 'You cannot send an inquiry about your own listing',
    });
  });

  it('asks visitors to sign in', async () => {
    const response = await t.http
      .post('/api/inquiries/submit')
      .send({ ...OFFER, domainId: listing.id })
      .expect(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('answers 404 for an unknown listing and 409 for a sold one', async () => {
    await submitInquiry(t.http, buyer.accessToken, '6f1c1a43-7a4e-4f0b-9a55-2f1f3c1f0a11').expect(
      404,
    );
    const sold = await listedDomain(t.app, t.http, seller);
    await t.http
      .post(`/api/domains/mark-sold/${sold.id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .send({ salePrice: 100 })
      .expect(200);
    const response = await submitInquiry(t.http, buyer.accessToken, sold.id).expect(409);
    expect(response.body).toMatchObject({
      code: 'LISTING_UNAVAILABLE',
      error: 'This domain is no longer available',
    });
  });

  it.each([
    ['buyerName', 'Your name is required', { buyerName: '' }],
    ['buyerName', 'Your name is required', { buyerName: '   ' }],
    ['buyerName', 'Name must be at least 2 characters', { buyerName: ' J ' }],
    ['buyerEmail', 'Email address is required', { buyerEmail: '' }],
    ['buyerEmail', 'Please enter a valid email address', { buyerEmail: 'jane@' }],
    ['buyerEmail', 'Email address is too long', { buyerEmail: `${'a'.repeat(250)}@example.com` }],
    ['message', 'Message is required', { message: '' }],
    ['message', 'Message must be at least 10 characters', { message: '   short   ' }],
    ['message', 'Message cannot exceed 1000 characters', { message: 'x'.repeat(1001) }],
    ['inquiryType', 'Inquiry type must be one of contact, offer, question', { inquiryType: 'bid' }],
    ['domainId', 'Choose a domain to ask about', { domainId: 'not-an-id' }],
  ])('answers 400 on %s: %s', async (field, message, body) => {
    const response = await submitInquiry(t.http, buyer.accessToken, listing.id, body).expect(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.details).toContainEqual({ field, message });
  });

  it('accepts a message of exactly 1000 characters and a name of 2', async () => {
    await submitInquiry(t.http, buyer.accessToken, listing.id, {
      buyerName: 'Jo',
      message: 'y'.repeat(1000),
      inquiryType: 'question',
    }).expect(201);
  });

  it('answers the 21st inquiry within an hour with 429, and accepts again an hour later', async () => {
    const hasty = await signUpUser(t.http);
    for (let index = 0; index < 20; index += 1)
      await submitInquiry(t.http, hasty.accessToken, listing.id).expect(201);
    const refused = await submitInquiry(t.http, hasty.accessToken, listing.id).expect(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'You can send at most 20 inquiries an hour. Please try again later.',
    });
    clock.advance(HOUR + 1);
    const fresh = await t.http
      .post('/api/auth/signin')
      .send({ email: hasty.email, password: hasty.password })
      .expect(200);
    await submitInquiry(t.http, fresh.body.data.access_token, listing.id).expect(201);
  });

  it('lets exactly one of two racing inquiries take a buyer’s last one of the hour', async () => {
    const racer = await signUpUser(t.http);
    for (let index = 0; index < 19; index += 1)
      await submitInquiry(t.http, racer.accessToken, listing.id).expect(201);
    const statuses = (
      await Promise.all([
        submitInquiry(t.http, racer.accessToken, listing.id),
        submitInquiry(t.http, racer.accessToken, listing.id),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 429]);
    const [{ sent }] = await t.db.dataSource.query(
      `select count(*)::int as sent from inquiry_leads where buyer_id = $1`,
      [racer.userId],
    );
    expect(sent).toBe(20);
  });
});
