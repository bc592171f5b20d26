import { createTestApp, randomClientIp, type TestApp, uniqueEmail } from '../../support/test-app';

describe('POST /api/waitlist', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const join = (body: Record<string, unknown>, ip?: string) => {
    const call = t.http.post('/api/waitlist');
    if (ip) call.set('X-Forwarded-For', ip);
    return call.send(body);
  };
  const entriesOf = (email: string) =>
    t.db.dataSource.query<Array<{ id: string; interest_type: string }>>(
      `select id, interest_type from waitlist_entries where email = $1 order by interest_type`,
      [email],
    );
  const mailsTo = (email: string) =>
    t.db.dataSource.query<Array<{ subject: string; text_body: string }>>(
      `select subject, text_body from mail_outbox
        where to_address = $1 and template = 'marketing.waiting-list-joined'`,
      [email],
    );

  it('stores the entry, appends an event without the address and mails a confirmation', async () => {
    const email = uniqueEmail('waiting');
    const response = await join({ interestType: 'seller', email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ interestType: 'seller' });

    const [entry] = await entriesOf(email);
    expect(entry.interest_type).toBe('seller');
    const [event] = await t.db.dataSource.query<Array<{ type: string; data: object }>>(
      `select event_type as type, data from es_events where stream_id = $1`,
      [`waitlist-${entry.id}`],
    );
    expect(event).toMatchObject({
      type: 'marketing.WaitingListJoined',
      data: { entryId: entry.id, interestType: 'seller' },
    });
    expect(JSON.stringify(event)).not.toContain(email);
    const mails = await mailsTo(email);
    expect(mails).toEqual([
      expect.objectContaining({ subject: "You're on the Domain Liquidation waiting list" }),
    ]);
    expect(mails[0].text_body).toContain('flat $9.99');
  });

  it('accepts a second identical sign-up, and two racing ones, without a second row or mail', async () => {
    const email = uniqueEmail('twice');
    const answers = await Promise.all([
      join({ interestType: 'buyer', email }),
      join({ interestType: 'buyer', email }),
    ]);
    const again = await join({ interestType: 'buyer', email });
    expect([...answers, again].map((response) => response.status)).toEqual([201, 201, 201]);
    // The same answer each time: the form does not tell who is already on the list.
    expect([...answers, again].map((response) => response.body.data)).toEqual([
      { interestType: 'buyer' },
      { interestType: 'buyer' },
      { interestType: 'buyer' },
    ]);
    expect(await entriesOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    const [{ events }] = await t.db.dataSource.query<[{ events: number }]>(
      `select count(*)::int as events from es_events e join waitlist_entries w
          on e.stream_id = 'waitlist-' || w.id where w.email = $1`,
      [email],
    );
    expect(events).toBe(1);
  });

  it('keeps one entry per interest: the same address may wait as a seller and as a buyer', async () => {
    const email = uniqueEmail('both');
    await join({ interestType: 'seller', email }).expect(201);
    await join({ interestType: 'buyer', email }).expect(201);
    expect((await entriesOf(email)).map((entry) => entry.interest_type)).toEqual([
      'buyer',
      'seller',
    ]);
  });

  it.each([
    [
      { interestType: 'seller', email: 'not-an-email' },
      'email',
      'Please enter a valid email address',
    ],
    [{ interestType: 'seller', email: '' }, 'email', 'Email is required'],
    [{ interestType: 'seller' }, 'email', 'Email is required'],
    [
      { interestType: 'seller', email: `${'a'.repeat(250)}@x.io` },
      'email',
      'Email address is too long',
    ],
    [
      { interestType: 'seller', email: 'someone@mailinator.com' },
      'email',
      'Please use a permanent email address',
    ],
    [
      { interestType: 'investor', email: 'jane@example.com' },
      'interestType',
      'Please choose whether you are a seller or a buyer',
    ],
  ])('refuses %j with the message for %s', async (body, field, message) => {
    const response = await join(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.body.details).toContainEqual({ field, message });
  });

  it('stores nothing for a refused sign-up', async () => {
    await join({ interestType: 'seller', email: 'broken@' }).expect(400);
    expect(await entriesOf('broken@')).toEqual([]);
  });

  it('answers 429 after 5 sign-ups a minute from one address', async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await join({ interestType: 'buyer', email: uniqueEmail('limit') }, ip)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await join({ interestType: 'buyer', email: uniqueEmail('limit') }, ip);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
