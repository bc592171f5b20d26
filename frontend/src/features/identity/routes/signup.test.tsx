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
import { SignUpRoute } from './signup';

function renderSignUp() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignUpRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/signup',
  );
}

async function submit(email: string, password: string, confirmPassword: string) {
  const user = userEvent.setup();
  await fillField(user, 'Email', email);
  await fillField(user, 'Password', password);
  await fillField(user, 'Confirm Password', confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

function stubSignUp() {
  return stubApi({
    'POST /api/auth/signup': () => okResponse(makeSession(), 201),
    'GET /api/user/profile': () => okResponse(PROFILE),
  });
}

describe('sign-up page', () => {
  it('requires an email', async () => {
    const server = stubSignUp();
    renderSignUp();

    await submit('', 'secret1', 'secret1');

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    ['bob@', 'Please enter a valid email address'],
    [`${'b'.repeat(243)}@example.com`, 'Email address is too long'],
    ['bob@guerrillamail.com', 'Please use a permanent email address'],
    ['bob@10minutemail.com', 'Please use a permanent email address'],
    ['bob@tempmail.com', 'Please use a permanent email address'],
  ])('refuses the email %s with "%s"', async (email, message) => {
    const server = stubSignUp();
    renderSignUp();

    await submit(email, 'secret1', 'secret1');

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('accepts an email of exactly 254 characters', async () => {
    const server = stubSignUp();
    renderSignUp();

    await submit(`${'b'.repeat(242)}@example.com`, 'secret1', 'secret1');

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(server.callsTo('POST', '/api/auth/signup')).toHaveLength(1);
  });

  it('requires a password of at least 6 characters', async () => {
    const server = stubSignUp();
    renderSignUp();

    await submit('bob@example.com', 'short', 'short');

    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('requires the confirmation to match', async () => {
    const server = stubSignUp();
    renderSignUp();

    await submit('bob@example.com', 'secret1', 'secret2');

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the trimmed, lower-cased email with the default profile fields, then goes to /dashboard', async () => {
    const server = stubSignUp();
    renderSignUp();

    await submit(' Bob@Example.com  ', 'secret1', 'secret1');

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const [request] = server.callsTo('POST', '/api/auth/signup');
    expect(await jsonBody(request as Request)).toEqual({
      email: 'bob@example.com',
      password: 'secret1',
      full_name: 'User',
      accepted_terms: true,
      marketing_consent: false,
    });
  });

  it("shows the server's error text inline and its field messages under the inputs", async () => {
    stubApi({
      'POST /api/auth/signup': () =>
        errorResponse(422, 'Password is too common', 'WEAK_PASSWORD', [
          { field: 'password', message: 'Choose a less common password' },
        ]),
    });
    renderSignUp();

    await submit('bob@example.com', 'password', 'password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too common');
    expect(screen.getByText('Choose a less common password')).toBeInTheDocument();
  });

  it('shows the connection message when the service cannot be reached', async () => {
    stubApi({ 'POST /api/auth/signup': () => Promise.reject(new TypeError('fetch failed')) });
    renderSignUp();

    await submit('bob@example.com', 'secret1', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to the service. Please check your internet connection.',
    );
  });
});
