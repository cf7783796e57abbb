import { CONTACT, LENGTH_MESSAGES, LIMITS, MESSAGES } from '@silent/contracts';
import { ADMIN_EMAIL, bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

describe('waitlist, contact and admin routes', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer((await signIn(t, ADMIN_EMAIL)).token);
    user = bearer((await signIn(t)).token);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('joins the waitlist with 201, then says so with 200 in any letter case', async () => {
    const first = await post('/api/waitlist', {
      email: 'New@Example.com',
      first_name: '',
      last_name: '',
      source: 'email',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      data: { email: 'New@Example.com', alreadyJoined: false, message: MESSAGES.waitlistJoined },
    });
    const again = await post('/api/waitlist', { email: 'new@EXAMPLE.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      email: 'New@Example.com',
      alreadyJoined: true,
      message: MESSAGES.waitlistAlreadyJoined,
    });
  });

  it.each([
    [{}, MESSAGES.waitlistEmailRequired],
    [{ email: '' }, MESSAGES.waitlistEmailRequired],
    [{ email: '   ' }, MESSAGES.waitlistEmailRequired],
    // A malformed address is not a missing one: it is told what is wrong with it.
    [{ email: 'not-an-email' }, MESSAGES.contactEmailInvalid],
    [{ email: `${'a'.repeat(LIMITS.emailMaxChars)}@example.com` }, LENGTH_MESSAGES.email],
    [{ email: 'a@b.co', first_name: 'x'.repeat(101) }, LENGTH_MESSAGES.firstName],
  ])('refuses a waitlist join without a usable e-mail %#', async (payload, message) => {
    const res = await post('/api/waitlist', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('stores contact messages', async () => {
    const res = await post('/api/contact', {
      name: 'Grace',
      email: 'grace@example.com',
      phone: '',
      message: 'We would like a demo.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      replyWithinHours: CONTACT.replyWithinHours,
    });
  });

  it.each([
    [{ email: 'a@b.co', message: 'm' }, MESSAGES.contactNameRequired],
    [{ name: ' ', email: 'a@b.co', message: 'm' }, MESSAGES.contactNameRequired],
    [{ name: 'n', email: 'nope', message: 'm' }, MESSAGES.contactEmailInvalid],
    [{ name: 'n', email: 'a@b', message: 'm' }, MESSAGES.contactEmailInvalid],
    [{ name: 'n', message: 'm' }, MESSAGES.contactEmailRequired],
    [{ name: 'n', email: '', message: 'm' }, MESSAGES.contactEmailRequired],
    [{ name: 'n', email: '   ', message: 'm' }, MESSAGES.contactEmailRequired],
    [{ name: 'n', email: 'a@b.co' }, MESSAGES.contactMessageRequired],
    [{ name: 'n', email: 'a@b.co', message: '' }, MESSAGES.contactMessageRequired],
    [
      { name: 'n', email: 'a@b.co', message: 'x'.repeat(LIMITS.contactMessageMaxChars + 1) },
      LENGTH_MESSAGES.contactMessage,
    ],
    [
      { name: 'x'.repeat(LIMITS.shortTextMaxChars + 1), email: 'a@b.co', message: 'm' },
      LENGTH_MESSAGES.contactName,
    ],
    [
      { name: 'n', email: 'a@b.co', phone: '1'.repeat(LIMITS.phoneMaxChars + 1), message: 'm' },
      LENGTH_MESSAGES.phone,
    ],
  ])('refuses an invalid contact message %#', async (payload, message) => {
    const res = await post('/api/contact', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('lists the waitlist and contact messages for admins, newest first with search', async () => {
    await post('/api/waitlist', { email: 'second@example.com' });
    const waitlist = await t.app.inject({
      method: 'GET',
      url: '/api/admin/waitlist',
      headers: admin,
    });
    expect(waitlist.statusCode).toBe(200);
    expect(waitlist.json().data.total).toBe(2);
    expect(waitlist.json().data.entries[0].email).toBe('second@example.com');
    const searched = await t.app.inject({
      method: 'GET',
      url: '/api/admin/waitlist?search=NEW@',
      headers: admin,
    });
    expect(searched.json().data).toMatchObject({
      total: 1,
      entries: [{ email: 'New@Example.com' }],
    });
    const messages = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?search=demo&limit=10',
      headers: admin,
    });
    expect(messages.json().data).toMatchObject({
      total: 1,
      messages: [{ name: 'Grace', phone: null }],
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/waitlist?limit=9999',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each(['/api/admin/waitlist', '/api/admin/contact-messages'])(
    '%s needs a token (401) from an admin (403)',
    async (url) => {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe(MESSAGES.unauthorized);
      const bad = await t.app.inject({ method: 'GET', url, headers: bearer('x.y.z') });
      expect(bad.statusCode).toBe(401);
      const notAdmin = await t.app.inject({ method: 'GET', url, headers: user });
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().error).toBe(MESSAGES.forbidden);
    },
  );
});
