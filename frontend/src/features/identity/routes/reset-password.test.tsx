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
import { ResetPasswordRoute } from './reset-password';

function renderReset(path = '/reset-password?token=tok-123') {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

async function submit(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  await fillField(user, 'New Password', password);
  await fillField(user, 'Confirm Password', confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it("checks the spec's password messages before anything is sent", async () => {
    const server = stubApi({});
    renderReset();

    await submit('abc', 'abd');

    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the token and the new password, then goes to /dashboard signed in', async () => {
    const server = stubApi({
      'POST /api/auth/reset-password': () => okResponse(makeSession()),
      'GET /api/user/profile': () => okResponse(PROFILE),
    });
    renderReset();

    await submit('new-secret-1', 'new-secret-1');

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const [request] = server.callsTo('POST', '/api/auth/reset-password');
    expect(await jsonBody(request as Request)).toEqual({
      token: 'tok-123',
      password: 'new-secret-1',
    });
  });

  it("puts the server's weak-password reason under the field, and lets the user try again", async () => {
    stubApi({
      'POST /api/auth/reset-password': () =>
        errorResponse(422, 'This password is too common', 'WEAK_PASSWORD', [
          { field: 'password', message: 'This password is too common' },
        ]),
    });
    renderReset();

    await submit('password1', 'password1');

    expect(await screen.findAllByText('This password is too common')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('explains a used or expired link and offers a new one', async () => {
    stubApi({
      'POST /api/auth/reset-password': () =>
        errorResponse(
          401,
          'This password reset link is invalid or has expired',
          'INVALID_RESET_TOKEN',
        ),
    });
    renderReset();

    await submit('new-secret-1', 'new-secret-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('says a link without a token is invalid, without asking for a password', () => {
    stubApi({});
    renderReset('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
