import {
  createTestApp,
  randomClientIp,
  signUpUser,
  type TestApp,
  uniqueEmail,
} from '../../support/test-app';

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
  /** The mail to support, then the confirmation to a signed-in sender. */
  const contactMails = (messageId: string) =>
    t.db.dataSource.query<Array<Record<string, string>>>(
      `select to_address, subject, text_body from mail_outbox
        where dedupe_key in ($1, $2) order by template desc`,
      [`contact-${messageId}`, `contact-confirmation-${messageId}`],
    );
  const mailsTo = (address: string) =>
    t.db.dataSource.query<unknown[]>(`select id from mail_outbox where to_address = $1`, [address]);

  it('says the form takes messages', async () => {
    const response = await t.http.get('/api/contact').expect(200);
    expect(response.body.data).toEqual({
      enabled: true,
      responseTime: '24 hours on business days',
    });
  });

  it('stores the message and mails support, keeping the text out of the log', async () => {
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
    const [support] = await contactMails(id);
    expect(support).toMatchObject({
      to_address: 'help@domains.test',
      subject: 'Contact form: Renewals',
    });
    expect(support.text_body).toContain(`From: Jane Seller <${email}>`);
    expect(support.text_body).toContain(MESSAGE);

    const events = await t.db.dataSource.query<Array<{ event_type: string; data: object }>>(
      `select event_type, data from es_events where stream_id = $1`,
      [`contact-${id}`],
    );
    expect(events).toEqual([
      { event_type: 'marketing.ContactMessageReceived', data: { messageId: id, receivedAt } },
    ]);
  });

  it('mails nothing to the address an anonymous sender typed in: it may be anyone’s', async () => {
    const victim = uniqueEmail('victim');
    const response = await send({ name: 'Jane Seller', email: victim, message: MESSAGE }).expect(
      201,
    );
    expect((await contactMails(response.body.data.id)).map((mail) => mail.to_address)).toEqual([
      'help@domains.test',
    ]);
    expect(await mailsTo(victim)).toEqual([]);
  });

  it('confirms to a signed-in sender at their account’s address, with fixed text only', async () => {
    const user = await signUpUser(t.http);
    const typed = uniqueEmail('typed');
    const written = {
      name: 'Claim your prize',
      subject: 'Account locked: act now',
      message: 'Your account is locked, sign in at https://evil.example/login to unlock it.',
    };
    const response = await t.http
      .post('/api/contact')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ ...written, email: typed })
      .expect(201);
    const [support, confirmation] = await contactMails(response.body.data.id);
    expect(support.text_body).toContain(`From: ${written.name} <${typed}>`);
    expect(confirmation).toMatchObject({
      to_address: user.email,
      subject: 'We received your message',
    });
    expect(confirmation.text_body).toContain('We answer within 24 hours on business days.');
    for (const text of Object.values(written)) {
      expect(confirmation.subject).not.toContain(text);
      expect(confirmation.text_body).not.toContain(text);
    }
    expect(confirmation.text_body).not.toContain('evil.example');
    expect(await mailsTo(typed)).toEqual([]);
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
