import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, openMailbox, type Page, test } from './fixtures';

const OLD_PASSWORD = 'first-password-2026';
const NEW_PASSWORD = 'second-password-2026';

async function signUpByApi(request: APIRequestContext): Promise<string> {
  const email = `recover-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await request.post('/api/auth/signup', {
    data: {
      email,
      password: OLD_PASSWORD,
      full_name: 'Recovering User',
      accepted_terms: true,
      marketing_consent: false,
    },
  });
  expect(answer.status()).toBe(201);
  return email;
}

/**
 * The text of the newest mail with this subject sent to `email`, once /dev/mailbox shows it: the
 * mail is written after the answer, so the page is read again until it is there.
 */
async function newestMail(page: Page, email: string, subject: string): Promise<string> {
  const mailbox = await openMailbox(page);
  let text = '';
  await expect
    .poll(async () => {
      await mailbox.reload();
      const mail = mailbox
        .locator('article')
        .filter({ has: mailbox.getByRole('definition').getByText(email, { exact: true }) })
        .filter({ has: mailbox.locator('header strong', { hasText: subject }) });
      text = (await mail.count()) > 0 ? await mail.first().locator('pre').innerText() : '';
      return text;
    })
    .not.toBe('');
  await mailbox.close();
  return text;
}

/** A second browser, as the user's other device, on the same app from its own client address. */
async function otherDevice(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.9` },
  });
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a user who forgot the password gets a mailed link, sets a new password, is signed in, and the other device is signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUpByApi(page.request);

  const device = await otherDevice(browser, baseURL);
  const devicePage = await device.newPage();
  await signInWithPassword(devicePage, email, OLD_PASSWORD);
  await expect(devicePage).toHaveURL(/\/dashboard$/);
  const deviceSession = await devicePage.evaluate(() => localStorage.getItem('dlm.session'));
  const { refresh_token: deviceRefreshToken } = JSON.parse(deviceSession ?? '{}') as {
    refresh_token: string;
  };

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${email}, we have sent it a link to reset the password.`,
  );

  const mail = await newestMail(page, email, 'Reset your password');
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('abc');
  await page.getByLabel('Confirm Password').fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toContainText(
    email.split('@')[0] ?? '',
  );

  // The other device's session is over: its refresh token is refused, its pages ask to sign in.
  const refresh = await devicePage.request.post('/api/auth/refresh', {
    data: { refresh_token: deviceRefreshToken },
  });
  expect(refresh.status()).toBe(401);
  await devicePage.reload();
  await expect(devicePage.getByText('Authentication Error')).toBeVisible();
  await device.close();

  // The link works once; a used link says so and offers a new one.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto(link);
  await page.getByLabel('New Password').fill('third-password-2026');
  await page.getByLabel('Confirm Password').fill('third-password-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired',
  );
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await signInWithPassword(page, email, OLD_PASSWORD);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the forgot-password answer is the same for an address without an account', async ({
  page,
}) => {
  const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${email}, we have sent it a link to reset the password.`,
  );
});

test('a reset link without a token explains itself and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired',
  );
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
});

test('a user signs in with a one-time code from the mail instead of the password', async ({
  page,
}) => {
  const email = await signUpByApi(page.request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in code' }).click();
  await expect(page).toHaveURL(/\/login\/code$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Me a Code' }).click();
  await expect(page.getByText(`If ${email} has an account, a 6-digit code`)).toBeVisible();

  await page.getByLabel('Code').fill('12');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The code must be 6 digits')).toBeVisible();

  const mail = await newestMail(page, email, 'Your sign-in code');
  const code = /Your sign-in code is (\d{6})/.exec(mail)?.[1] ?? '';
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrongCode);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired');

  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toContainText(
    email.split('@')[0] ?? '',
  );
});
