import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  jsonBody,
  makeSession,
  okResponse,
  PROFILE,
  stubApi,
} from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { fillField } from '../../../test/user';
import { LoginRoute } from './login';

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await fillField(user, 'Email', email);
  await fillField(user, 'Password', password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function stubSignIn() {
  return stubApi({
    'POST /api/auth/signin': () => okResponse(makeSession()),
    'GET /api/user/profile': () => okResponse(PROFILE),
  });
}

describe('login page', () => {
  it('requires an email and a password', async () => {
    const server = stubSignIn();
    renderLogin();

    await submit('', '');

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email address is too long'],
    ['someone@mailinator.com', 'Please use a permanent email address'],
    ['someone@YOPMAIL.com', 'Please use a permanent email address'],
  ])('refuses the email %s with "%s"', async (email, message) => {
    const server = stubSignIn();
    renderLogin();

    await submit(email, 'secret1');

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the email trimmed and lower-cased, then goes to /dashboard', async () => {
    const server = stubSignIn();
    renderLogin();

    await submit('  Alice@Example.COM ', 'secret1');

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const [request] = server.callsTo('POST', '/api/auth/signin');
    expect(request).toBeDefined();
    expect(await jsonBody(request as Request)).toEqual({
      email: 'alice@example.com',
      password: 'secret1',
    });
  });

  it('sends an auditor to /audit', async () => {
    const auditor = makeSession();
    stubApi({
      'POST /api/auth/signin': () =>
        okResponse({ ...auditor, user: { ...auditor.user, role: 'auditor' } }),
      'GET /api/user/profile': () => okResponse(PROFILE),
    });
    renderLogin();

    await submit('alice@example.com', 'secret1');

    expect((await screen.findByTestId('location')).textContent).toBe('/audit');
  });

  it.each([
    ['/login?redirect=%2Fcheckout', '/checkout'],
    ['/login?redirect=/checkout', '/checkout'],
    ['/login?redirect=%2Fcheckout%3Fplan%3Dpro', '/checkout?plan=pro'],
    ['/login?redirect=//evil.example', '/dashboard'],
    ['/login?redirect=https://evil.example', '/dashboard'],
  ])('from %s it goes to %s after signing in', async (start, destination) => {
    stubSignIn();
    renderLogin(start);

    await submit('alice@example.com', 'secret1');

    expect((await screen.findByTestId('location')).textContent).toBe(destination);
  });

  it("shows the server's error text inline", async () => {
    stubApi({
      'POST /api/auth/signin': () =>
        errorResponse(401, 'Invalid credentials', 'INVALID_CREDENTIALS'),
    });
    renderLogin();

    await submit('alice@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows "An unexpected error occurred" when the server gives no reason', async () => {
    stubApi({ 'POST /api/auth/signin': () => new Response('oops', { status: 500 }) });
    renderLogin();

    await submit('alice@example.com', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('links to sign up', () => {
    stubSignIn();
    renderLogin();

    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('links to password recovery and to signing in with a mailed code', () => {
    stubSignIn();
    renderLogin();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Email me a sign-in code' })).toHaveAttribute(
      'href',
      '/login/code',
    );
  });
});
