import { createTestApp, randomClientIp, type TestApp, uniqueEmail } from '../../support/test-app';

const MESSAGE = 'Can I list a domain that renews next week?';

describe('the contact form', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@domains.test' } });
  });

  afterAll(async () => {
    await t.close();
  });

  const send = (body: Record<string, unknown>) => t.http.post('/api/contact').send(body);
  /** The mail to support, then the confirmation to the sender. */
  const contactMails = (messageId: string) =>
    t.db.dataSource.query<Array<Record<string, string>>>(
      `select to_address, subject, text_body from mail_outbox
        where dedupe_key in ($1, $2) order by template desc`,
      [`contact-${messageId}`, `contact-confirmation-${messageId}`],
    );

  it('says the form takes messages', async () => {
    const response = await t.http.get('/api/contact').expect(200);
    expect(response.body.data).toEqual({
      enabled: true,
      responseTime: '24 hours on business days',
    });
  });

  it('stores the message, mails support and confirms to the sender, keeping the text out of the log', async () => {
    const email = uniqueEmail('asker');
    const response = await send({
      name: '  Jane Seller ',
      email: ` ${email.toUpperCase()} `,
      subject: ' Renewals ',
      message: `  ${MESSAGE}  `,
    });
    expect(response.status).toBe(201);
    const { id, receivedAt } = response.body.data;
    expect(new Date(receivedAt).toISOString()).toBe(receivedAt);

    const [stored] = await t.db.dataSource.query(
      `select name, email, subject, message from contact_messages where id = $1`,
      [id],
    );
    expect(stored).toEqual({ name: 'Jane Seller', email, subject: 'Renewals', message: MESSAGE });
    const mails = await contactMails(id);
    expect(mails).toEqual([
      expect.objectContaining({
        to_address: 'help@domains.test',
        subject: 'Contact form: Renewals',
      }),
      expect.objectContaining({ to_address: email, subject: 'We received your message' }),
    ]);
    expect(mails[0].text_body).toContain(`From: Jane Seller <${email}>`);
    expect(mails[0].text_body).toContain(MESSAGE);
    expect(mails[1].text_body).toContain('We answer within 24 hours on business days.');

    const events = await t.db.dataSource.query<Array<{ event_type: string; data: object }>>(
      `select event_type, data from es_events where stream_id = $1`,
      [`contact-${id}`],
    );
    expect(events).toEqual([
      { event_type: 'marketing.ContactMessageReceived', data: { messageId: id, receivedAt } },
    ]);
  });

  it('confirms to the address typed in with fixed text only, relaying nothing the sender wrote', async () => {
    const victim = uniqueEmail('victim');
    const written = {
      name: 'Claim your prize',
      subject: 'Account locked: act now',
      message: 'Your account is locked, sign in at https://evil.example/login to unlock it.',
    };
    const response = await send({ ...written, email: victim }).expect(201);
    const [support, confirmation] = await contactMails(response.body.data.id);
    expect(support.text_body).toContain(written.message);
    expect(confirmation.to_address).toBe(victim);
    for (const text of Object.values(written)) {
      expect(confirmation.subject).not.toContain(text);
      expect(confirmation.text_body).not.toContain(text);
    }
    expect(confirmation.text_body).not.toContain('evil.example');
  });

  it('takes a message without a subject', async () => {
    const response = await send({ name: 'Jo', email: uniqueEmail('nosubject'), message: MESSAGE });
    expect(response.status).toBe(201);
    const [stored] = await t.db.dataSource.query(
      `select subject from contact_messages where id = $1`,
      [response.body.data.id],
    );
    expect(stored.subject).toBe('');
  });

  it.each([
    [{ name: ' ' }, 'name', 'Your name is required'],
    [{ name: 'J' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'J'.repeat(101) }, 'name', 'Name cannot exceed 100 characters'],
    [{ email: '' }, 'email', 'Email address is required'],
    [{ email: 'jane@' }, 'email', 'Please enter a valid email address'],
    [{ subject: 's'.repeat(151) }, 'subject', 'Subject cannot exceed 150 characters'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: '   too short  ' }, 'message', 'Message must be at least 10 characters'],
    [{ message: 'm'.repeat(1001) }, 'message', 'Message cannot exceed 1000 characters'],
  ])('refuses %j with the message for %s and stores nothing', async (change, field, message) => {
    const before = await t.db.dataSource.query(`select count(*)::int as n from contact_messages`);
    const response = await send({
      name: 'Jane Seller',
      email: 'jane@example.com',
      message: MESSAGE,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.body.details).toEqual([{ field, message }]);
    expect(await t.db.dataSource.query(`select count(*)::int as n from contact_messages`)).toEqual(
      before,
    );
  });

  it('answers 429 after 5 messages a minute from one address', async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.http
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send({ name: 'Jane', email: uniqueEmail('limit'), message: MESSAGE });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the contact form turned off by the operator', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_FORM_ENABLED: 'false' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('says so, and refuses a message with 503 CONTACT_FORM_DISABLED, storing nothing', async () => {
    const status = await t.http.get('/api/contact').expect(200);
    expect(status.body.data.enabled).toBe(false);
    const response = await t.http
      .post('/api/contact')
      .send({ name: 'Jane', email: uniqueEmail('off'), message: MESSAGE });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      success: false,
      code: 'CONTACT_FORM_DISABLED',
      error: 'The contact form is temporarily unavailable',
    });
    expect(await t.db.dataSource.query(`select id from contact_messages`)).toEqual([]);
  });
});
